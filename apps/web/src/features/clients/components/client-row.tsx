import {
  appointmentStatusLabels,
  appointmentStatusOptions,
  requiredFieldsMessage,
  sessionPackages,
  sessionTypes,
  type Client,
  type UpdateClientRequest,
} from '@shutterdesk/core';
import { NotebookPen } from 'lucide-react';
import { memo } from 'react';
import { DatePicker } from '../../../components/ui/date-picker';
import { cn } from '../../../lib/cn';
import { notify } from '../../../lib/toast';
import { checklistPatch, isAppointmentField, type ChecklistColumn, type SessionInfoColumn } from '../columns';
import { CellCheckbox } from '../../../components/ui/cell-checkbox';
import {
  cellClasses,
  ChoiceCell,
  choicesOf,
  NameCell,
  RowDeleteCell,
  SelectRowCell,
} from '../../../components/ui/table-cells';
import { CellSelect } from '../../../components/ui/cell-select';

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
        <SelectRowCell name={client.name} selected={selected} onToggle={() => actions.toggleSelected(client.id)} />
      )}
      {sessionColumns.map((column) => (
        <SessionCell key={column.id} client={client} column={column} deleteMode={deleteMode} actions={actions} />
      ))}
      {checklistColumns.map((column) => (
        <td key={column.id} className={cn(cellClasses, column.kind === 'check' && 'text-center')}>
          <ChecklistCell client={client} column={column} actions={actions} />
        </td>
      ))}
      <RowDeleteCell name={client.name} onDelete={() => actions.requestDelete(client.id)} />
    </tr>
  );
});

const typeChoices = choicesOf(sessionTypes);
const packageChoices = choicesOf(sessionPackages);

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
        <NameCell
          recordId={client.id}
          name={client.name}
          fieldLabel={`Client Name for ${client.name}`}
          deleteMode={deleteMode}
          onRename={(name) => actions.update(client.id, { name })}
        />
      );
    case 'sessionType':
      return (
        <ChoiceCell
          label={label}
          value={client.session.sessionType}
          choices={typeChoices}
          onChoose={(sessionType) => updateSession({ sessionType })}
        />
      );
    case 'sessionPackage':
      return (
        <ChoiceCell
          label={label}
          value={client.session.sessionPackage}
          choices={packageChoices}
          placeholder={client.session.sessionPackage === '' ? 'Choose a package' : undefined}
          // The blank placeholder is disabled: only a package can be chosen.
          onChoose={(sessionPackage) => sessionPackage && updateSession({ sessionPackage })}
        />
      );
    case 'sessionDate':
      return (
        <td className={cellClasses}>
          <DatePicker
            key={client.id}
            appearance="cell"
            label={label}
            value={client.session.sessionDate}
            // Required as in Add New Client: Clear changes nothing and says why.
            onChange={(sessionDate) =>
              sessionDate === '' ? notify.error(requiredFieldsMessage([column.label])!) : updateSession({ sessionDate })
            }
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
