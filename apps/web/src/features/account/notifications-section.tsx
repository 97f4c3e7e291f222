import {
  accountTexts,
  allCategoryTasksOn,
  notificationCategories,
  toggleAllCategoryTasks,
  type NotificationPreferences,
} from '@shutterdesk/core';
import { useId } from 'react';
import { Switch } from '@/components/ui/switch';
import { notify } from '@/lib/toast';
import { useSavePreferences } from './api';
import { LeadWaitingHoursForm } from './lead-waiting-hours-form';

const mainSwitches = [
  { key: 'priorityTasks', label: 'Priority Tasks', hint: 'Priority tasks still open near the end of the day' },
  { key: 'leads', label: 'Leads', hint: 'Follow-ups that are missing or due soon, and new leads waiting' },
  { key: 'clients', label: 'Clients', hint: 'Contracts to sign and invoices still open' },
] as const;

/** Every switch saves at once; a failed save moves it back. The lead waiting hours are a form of their own. */
export function NotificationsSection({
  preferences,
  leadWaitingHours,
}: {
  preferences: NotificationPreferences;
  leadWaitingHours: number;
}) {
  const save = useSavePreferences();
  const apply = (next: NotificationPreferences) =>
    save.mutate(next, {
      onSuccess: () => notify.success(accountTexts.preferencesUpdated),
      onError: () => notify.error(accountTexts.preferencesFailed),
    });

  return (
    <div className="grid gap-5">
      <ul className="grid gap-1">
        {mainSwitches.map(({ key, label, hint }) => (
          <SwitchRow
            key={key}
            label={label}
            hint={hint}
            checked={preferences[key]}
            onChange={(checked) => apply({ ...preferences, [key]: checked })}
          />
        ))}
      </ul>
      <LeadWaitingHoursForm hours={leadWaitingHours} />
      <div className="grid gap-2">
        <ul className="grid gap-1">
          <SwitchRow
            label={accountTexts.categoryTasks}
            hint="Routines of every area at once"
            checked={allCategoryTasksOn(preferences)}
            onChange={() => apply(toggleAllCategoryTasks(preferences))}
            strong
          />
        </ul>
        <ul className="ml-2 grid gap-1 border-l border-border pl-3 sm:grid-cols-2">
          {notificationCategories.map((category) => (
            <SwitchRow
              key={category}
              label={category}
              checked={preferences.categoryTasks[category]}
              onChange={(checked) =>
                apply({ ...preferences, categoryTasks: { ...preferences.categoryTasks, [category]: checked } })
              }
            />
          ))}
        </ul>
      </div>
    </div>
  );
}

function SwitchRow({
  label,
  hint,
  checked,
  onChange,
  strong = false,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  strong?: boolean;
}) {
  const id = useId();
  return (
    <li className="flex min-h-11 items-center justify-between gap-3 rounded-lg px-1 py-1.5">
      <label htmlFor={id} className="grid min-w-0 cursor-pointer gap-0.5">
        <span className={strong ? 'text-sm font-semibold' : 'text-sm font-medium'}>{label}</span>
        {hint && <span className="text-xs text-muted-foreground">{hint}</span>}
      </label>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </li>
  );
}
