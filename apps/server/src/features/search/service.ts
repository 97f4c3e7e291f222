import {
  searchMinLength,
  searchNeedle,
  searchResultsPerKind,
  type SearchKind,
  type SearchResult,
} from '@shutterdesk/core';
import { sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { escapeLike, rowsOf } from '../../db/raw-sql';
import { clients, leads, priorityTasks, tasks } from '../../db/schema';
import { searchKey } from '../../db/search-key';

/** Where each kind is searched: its table, the text searched and any rows left out. */
interface SearchedKind {
  kind: SearchKind;
  table: PgTable;
  id: Column;
  userId: Column;
  /** The name or title shown. */
  text: Column;
  /** Its folded form (searchKey), under a trigram index. */
  key: Column;
  only?: SQL;
}

const searchedKinds: SearchedKind[] = [
  {
    kind: 'client',
    table: clients,
    id: clients.id,
    userId: clients.userId,
    text: clients.name,
    key: clients.searchText,
  },
  { kind: 'lead', table: leads, id: leads.id, userId: leads.userId, text: leads.name, key: leads.searchText },
  { kind: 'routine', table: tasks, id: tasks.id, userId: tasks.userId, text: tasks.title, key: tasks.searchText },
  // An archived priority task is off the dashboard: there is nothing to jump to.
  {
    kind: 'priorityTask',
    table: priorityTasks,
    id: priorityTasks.id,
    userId: priorityTasks.userId,
    text: priorityTasks.title,
    key: priorityTasks.searchText,
    only: sql`not ${priorityTasks.isArchived}`,
  },
];

/**
 * GET /api/search: one statement, a `union all` of one ranked, limited select per kind. Each filters with a
 * "contains" `LIKE` on the folded name (search_text), which its trigram index answers, then ranks: the
 * exact name, a name that starts with the query, a word that does, then the rest, each by trigram likeness.
 */
export async function search(db: Database, userId: string, query: string): Promise<SearchResult[]> {
  const needle = searchNeedle(query);
  if (needle.length < searchMinLength) return [];
  const folded = searchKey(sql`${needle}`);
  const escaped = searchKey(sql`${escapeLike(needle)}`);

  const selects = searchedKinds.map(({ kind, table, id, userId: owner, text, key, only }) => {
    const rank = sql`case
      when ${key} = ${folded} then 0
      when ${key} like ${escaped} || '%' then 1
      when ${key} like '% ' || ${escaped} || '%' then 2
      else 3 end`;
    return sql`(select ${kind}::text as kind, ${id} as id, ${text} as name from ${table}
      where ${owner} = ${userId} and ${key} like '%' || ${escaped} || '%' ${only ? sql`and ${only}` : sql``}
      order by ${rank}, similarity(${key}, ${folded}) desc, ${text}, ${id}
      limit ${searchResultsPerKind})`;
  });
  return rowsOf<SearchResult>(db, sql.join(selects, sql` union all `));
}
