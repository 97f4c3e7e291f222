import {
  appointmentStatusLabels,
  appointmentStatusOptions,
  nameMaxLength,
  sessionPackages,
  sessionTypes,
  type Client,
  type UpdateClientRequest,
} from '@shutterdesk/core';
import { NotebookPen, Trash2 } from 'lucide-react';
import { memo, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { DatePicker } from '../../../components/ui/date-picker';
import { cn } from '../../../lib/cn';
import { checklistPatch, isAppointmentField, type ChecklistColumn, type SessionInfoColumn } from '../columns';
import { CellCheckbox } from '../../../components/ui/cell-checkbox';
import { CellSelect } from '../../../components/ui/cell-select';
import { cellClasses, nameColumnLeftPx, stickyCellClasses } from './table-layout';

/** What a row asks of the screen; the functions keep their identity, so an unchanged row does not re-render. */
export interface ClientRowActions {
  update: (clientId: string, patch: UpdateClientRequest) => void;
  /** A checklist tick (timed as 'clients:toggle'). */
  toggleCheck: (clientId: string, column: ChecklistColumn, checked: boolean) => void;
  openOrderNotes: (clientId: string) => void;
  requestDelete: (clientId: string) => void;
  toggleSelected: (clientId: string) => void;
}

interface ClientRowProps {
  client: Client;
  ariaRowIndex: number;
  sessionColumns: readonly SessionInfoColumn[];
  checklistColumns: readonly ChecklistColumn[];
  deleteMode: boolean;
  selected: boolean;
  actions: ClientRowActions;
}

/**
 * One client, every cell editable in place. Memoised: a tick re-renders only its own row, and scrolling or
 * sorting re-renders only the rows whose client changed place.
 */
export const ClientRow = memo(function ClientRow({
  client,
  ariaRowIndex,
  sessionColumns,
  checklistColumns,
  deleteMode,
  selected,
  actions,
}: ClientRowProps) {
  return (
    <tr aria-rowindex={ariaRowIndex} data-selected={selected} className="group">
      {deleteMode && (
        <td className={cn(cellClasses, stickyCellClasses, 'left-0 text-center')}>
          <CellCheckbox
            checked={selected}
            onChange={() => actions.toggleSelected(client.id)}
            aria-label={`Select ${client.name}`}
          />
        </td>
      )}
      {sessionColumns.map((column) => (
        <SessionCell key={column.id} client={client} column={column} deleteMode={deleteMode} actions={actions} />
      ))}
      {checklistColumns.map((column) => (
        <td key={column.id} className={cn(cellClasses, column.kind === 'check' && 'text-center')}>
          <ChecklistCell client={client} column={column} actions={actions} />
        </td>
      ))}
      <td className={cn(cellClasses, 'text-center')}>
        <button
          type="button"
          onClick={() => actions.requestDelete(client.id)}
          aria-label={`Delete ${client.name}`}
          className="inline-flex size-8 items-center justify-center rounded-lg text-muted-foreground transition-colors duration-150 hover:bg-danger-soft hover:text-danger focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      </td>
    </tr>
  );
});

function SessionCell({
  client,
  column,
  deleteMode,
  actions,
}: {
  client: Client;
  column: SessionInfoColumn;
  deleteMode: boolean;
  actions: ClientRowActions;
}) {
  const label = `${column.label} for ${client.name}`;
  const updateSession = (session: NonNullable<UpdateClientRequest['session']>) =>
    actions.update(client.id, { session });

  switch (column.id) {
    case 'name':
      return (
        <td
          className={cn(cellClasses, stickyCellClasses, 'border-r font-medium')}
          style={{ left: nameColumnLeftPx(deleteMode) }}
        >
          <NameEditor key={client.id} name={client.name} onRename={(name) => actions.update(client.id, { name })} />
        </td>
      );
    case 'sessionType':
      return (
        <td className={cellClasses}>
          <CellSelect
            aria-label={label}
            value={client.session.sessionType}
            onChange={(event) => updateSession({ sessionType: event.target.value as (typeof sessionTypes)[number] })}
          >
            {sessionTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </CellSelect>
        </td>
      );
    case 'sessionPackage':
      return (
        <td className={cellClasses}>
          <CellSelect
            aria-label={label}
            value={client.session.sessionPackage}
            onChange={(event) =>
              updateSession({ sessionPackage: event.target.value as (typeof sessionPackages)[number] })
            }
          >
            {client.session.sessionPackage === '' && (
              <option value="" disabled>
                Choose a package
              </option>
            )}
            {sessionPackages.map((sessionPackage) => (
              <option key={sessionPackage} value={sessionPackage}>
                {sessionPackage}
              </option>
            ))}
          </CellSelect>
        </td>
      );
    case 'sessionDate':
      return (
        <td className={cellClasses}>
          <DatePicker
            key={client.id}
            appearance="cell"
            label={label}
            value={client.session.sessionDate}
            onChange={(sessionDate) => updateSession({ sessionDate })}
          />
        </td>
      );
  }
}

function ChecklistCell({
  client,
  column,
  actions,
}: {
  client: Client;
  column: ChecklistColumn;
  actions: ClientRowActions;
}) {
  const label = `${column.label} for ${client.name}`;
  const value = column.group === 'preSession' ? client.preSession[column.id] : client.postSession[column.id];
  const set = (next: string) => actions.update(client.id, checklistPatch(column, next));

  if (column.kind === 'check') {
    return (
      <CellCheckbox
        checked={value === true}
        onChange={(event) => actions.toggleCheck(client.id, column, event.target.checked)}
        aria-label={label}
      />
    );
  }
  if (column.kind === 'status' && isAppointmentField(column.id)) {
    return (
      <CellSelect aria-label={label} value={String(value)} onChange={(event) => set(event.target.value)}>
        {appointmentStatusOptions[column.id].map((status) => (
          <option key={status} value={status}>
            {appointmentStatusLabels[status]}
          </option>
        ))}
      </CellSelect>
    );
  }
  if (column.kind === 'notes') {
    const notes = String(value).trim();
    return (
      <button
        type="button"
        onClick={() => actions.openOrderNotes(client.id)}
        className="flex h-8 w-full min-w-0 items-center gap-1.5 rounded-md px-1.5 text-left text-sm transition-colors duration-150 hover:bg-card focus-visible:outline-2 focus-visible:outline-ring"
      >
        <NotebookPen className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="sr-only">{label}: </span>
        <span className={cn('truncate', !notes && 'text-muted-foreground')}>{notes || 'Add notes'}</span>
      </button>
    );
  }
  return <DatePicker key={client.id} appearance="cell" label={label} value={String(value)} onChange={set} />;
}

/** The client's name; a click turns it into a field (Enter or leaving saves a changed, non-blank name; Escape cancels). */
function NameEditor({ name, onRename }: { name: string; onRename: (name: string) => void }) {
  const [editing, setEditing] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Escape and Enter end the edit before the field's blur does: the first ending wins.
  const ended = useRef(false);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      button.current?.focus();
    }
  }, [editing]);

  if (!editing) {
    return (
      <button
        ref={button}
        type="button"
        onClick={() => {
          ended.current = false;
          setEditing(true);
        }}
        className="block h-8 w-full min-w-0 truncate rounded-md px-1.5 text-left transition-colors duration-150 hover:bg-card focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span className="sr-only">Rename </span>
        {name}
      </button>
    );
  }

  const finish = (input: HTMLInputElement, save: boolean, keepFocus: boolean) => {
    if (ended.current) return;
    ended.current = true;
    returnFocus.current = keepFocus;
    const next = input.value.trim();
    setEditing(false);
    if (save && next !== '' && next !== name) onRename(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') finish(event.currentTarget, true, true);
    if (event.key === 'Escape') finish(event.currentTarget, false, true);
  };

  return (
    <input
      // The field replaces the button just pressed, so focus belongs in it.
      autoFocus
      defaultValue={name}
      maxLength={nameMaxLength}
      aria-label={`Client Name for ${name}`}
      onKeyDown={onKeyDown}
      onBlur={(event) => finish(event.currentTarget, true, false)}
      className="h-8 w-full min-w-0 rounded-md border border-ring bg-card px-1.5 text-sm outline-2 outline-ring/40"
    />
  );
}
