import { clientTexts, type ClientHeaders } from '@shutterdesk/core';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { trackerTableQuery, useMediaQuery } from '@/lib/use-media-query';
import { shownClientsText } from '../client-questions';
import { checklistGroups, type ChecklistGroup, type ChecklistView } from '../columns';
import type { ClientListTracker } from '../use-client-tracker';
import type { ClientRowActions } from './client-row';
import { ClientCards } from './client-cards';
import { ClientTable } from './client-table';

interface ChecklistTabsProps {
  list: ClientListTracker;
  headers: ClientHeaders;
  actions: ClientRowActions;
  onMoveColumn: (group: ChecklistGroup, activeId: string, overId: string) => void;
}

/** The pre- and post-session tabs over the table (or the cards on a phone), or both checklists side by side ('View Both Sections'). */
export function ChecklistTabs({ list, headers, actions, onMoveColumn }: ChecklistTabsProps) {
  const [section, setSection] = useState<ChecklistGroup>('preSession');
  const [viewBoth, setViewBoth] = useState(false);
  // Only the layout in view is mounted: a table on a wide screen, a card per client on a phone.
  const wide = useMediaQuery(trackerTableQuery, false);

  const tableFor = (view: ChecklistView) => {
    if (list.shown.length === 0) {
      return <NoClientsOnDate onClear={() => list.changeFilters({ sessionDate: null })} />;
    }
    const shown = {
      clients: list.shown,
      headers,
      view,
      ...list.tableControls,
      actions,
      focusedClientId: list.focusedRowId,
      focusedIndex: list.focusedIndex,
      requestRow: list.requestRow,
    };
    return wide ? <ClientTable {...shown} onMoveColumn={onMoveColumn} /> : <ClientCards {...shown} />;
  };

  return (
    <Tabs value={section} onValueChange={(value) => setSection(value as ChecklistGroup)} className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-center gap-3">
        {!viewBoth && (
          <TabsList aria-label="Checklist">
            <TabsTrigger value="preSession">{clientTexts.preSession}</TabsTrigger>
            <TabsTrigger value="postSession">{clientTexts.postSession}</TabsTrigger>
          </TabsList>
        )}
        <label className="ml-auto flex cursor-pointer items-center gap-2 text-sm font-medium">
          <Switch checked={viewBoth} onCheckedChange={setViewBoth} />
          {clientTexts.viewBoth}
        </label>
      </div>
      <p role="status" className="text-sm text-muted-foreground tabular-nums">
        {shownClientsText(list.shown.length, list.total, list.filters.sessionDate !== null)}
      </p>
      {viewBoth
        ? tableFor('both')
        : checklistGroups.map((group) => (
            <TabsContent key={group} value={group} className="min-w-0">
              {tableFor(group)}
            </TabsContent>
          ))}
    </Tabs>
  );
}

function NoClientsOnDate({ onClear }: { onClear: () => void }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-10 text-center">
      <p className="text-sm text-muted-foreground">No client has a session on the chosen date.</p>
      <Button variant="secondary" size="sm" onClick={onClear}>
        Show all clients
      </Button>
    </div>
  );
}
