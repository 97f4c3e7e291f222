import { searchKinds, searchMinLength, searchNeedle, type SearchKind, type SearchResult } from '@shutterdesk/core';
import { clientLink } from '../lib/client-link';
import { leadLink } from '../lib/lead-link';
import { taskLink } from '../lib/task-link';
import type { ShortcutAction } from './shortcut-keys';

/**
 * What the command palette (app/command-palette.tsx) lists: the search's results, grouped by kind, and the
 * commands. Plain functions of the query and the answer, so the palette's content is testable without a browser.
 */

/** One choice of the palette: where it goes, as a shortcut would take the user there. */
export interface PaletteOption {
  /** Unique within the palette, usable in an element id. */
  key: string;
  label: string;
  action: ShortcutAction | { kind: 'open'; path: string };
}

export interface PaletteGroup {
  kind: SearchKind | 'command';
  heading: string;
  options: PaletteOption[];
}

export const paletteCommands: readonly PaletteOption[] = [
  { key: 'add-client', label: 'Add client', action: { kind: 'addNew', path: '/clients' } },
  { key: 'add-lead', label: 'Add lead', action: { kind: 'addNew', path: '/leads' } },
  { key: 'go-dashboard', label: 'Go to Dashboard', action: { kind: 'go', path: '/dashboard' } },
  { key: 'go-leads', label: 'Go to Lead Flow', action: { kind: 'go', path: '/leads' } },
  { key: 'go-clients', label: 'Go to Client Flow', action: { kind: 'go', path: '/clients' } },
  { key: 'go-workflows', label: 'Go to Workflows', action: { kind: 'go', path: '/workflows' } },
  { key: 'go-notifications', label: 'Go to Notifications', action: { kind: 'go', path: '/notifications' } },
  { key: 'go-account', label: 'Go to Account', action: { kind: 'go', path: '/account' } },
];

const kindHeadings: Record<SearchKind, string> = {
  client: 'Clients',
  lead: 'Leads',
  routine: 'Routines',
  priorityTask: 'Priority tasks',
};

/** Where a result takes the user: the row on its screen, brought into view. */
export function resultPath({ kind, id }: Pick<SearchResult, 'kind' | 'id'>): string {
  switch (kind) {
    case 'client':
      return clientLink(id);
    case 'lead':
      return leadLink(id);
    case 'routine':
    case 'priorityTask':
      return taskLink(id);
  }
}

/** Whether the query is long enough for the server to search (shorter ones only filter the commands). */
export function isSearchable(query: string): boolean {
  return searchNeedle(query).length >= searchMinLength;
}

/** The commands whose label holds every word of the query, case aside; all of them for a blank query. */
export function matchingCommands(query: string): PaletteOption[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return paletteCommands.filter((command) => words.every((word) => command.label.toLowerCase().includes(word)));
}

/** The palette's groups: the results by kind (the server's order within each), then the matching commands. */
export function paletteGroups(query: string, results: readonly SearchResult[]): PaletteGroup[] {
  const groups: PaletteGroup[] = searchKinds.map((kind) => ({
    kind,
    heading: kindHeadings[kind],
    options: results
      .filter((result) => result.kind === kind)
      .map((result) => ({
        key: `${result.kind}-${result.id}`,
        label: result.name,
        action: { kind: 'open', path: resultPath(result) },
      })),
  }));
  groups.push({ kind: 'command', heading: 'Commands', options: matchingCommands(query) });
  return groups.filter((group) => group.options.length > 0);
}
