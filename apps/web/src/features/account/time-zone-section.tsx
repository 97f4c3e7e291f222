import type { Profile } from '@shutterdesk/core';
import { useId, useMemo } from 'react';
import { Select } from '@/components/ui/select';
import { isApiError } from '@/lib/api';
import { notify } from '@/lib/toast';
import { useSaveTimeZone } from './api';

/** Every zone this browser knows, with the user's own even if it does not list it (UTC, for one). */
function timeZones(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return known.includes(current) ? known : [current, ...known];
}

/** The zone the routines' days, weeks and months and the reminders follow. Saved as soon as it is chosen. */
export function TimeZoneSection({ profile }: { profile: Profile }) {
  const id = useId();
  const save = useSaveTimeZone();
  const zones = useMemo(() => timeZones(profile.timezone), [profile.timezone]);
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const choose = (timezone: string) =>
    save.mutate(timezone, {
      onSuccess: () => notify.success(`Time zone set to ${timezone.replaceAll('_', ' ')}`),
      onError: (error) => notify.error(isApiError(error) ? error.message : 'We could not save the time zone.'),
    });

  return (
    <div className="grid gap-3">
      <label htmlFor={id} className="text-sm font-medium">
        Time zone
      </label>
      <div className="sm:max-w-sm">
        <Select
          id={id}
          value={profile.timezone}
          disabled={save.isPending}
          onChange={(event) => choose(event.target.value)}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </Select>
      </div>
      <p className="text-sm text-muted-foreground">
        Your routines start over at midnight here (a new day, week, month or year), and reminders come at this zone’s
        times.
        {browserZone && browserZone !== profile.timezone && (
          <>
            {' '}
            This device is set to {browserZone.replaceAll('_', ' ')}.{' '}
            <button
              type="button"
              className="font-medium text-accent underline-offset-4 hover:underline"
              onClick={() => choose(browserZone)}
            >
              Use it
            </button>
          </>
        )}
      </p>
    </div>
  );
}
