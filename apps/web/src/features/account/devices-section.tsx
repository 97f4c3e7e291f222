import { LogOut, MonitorSmartphone } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';
import { describeUserAgent } from '@/lib/user-agent';
import { useDevices, useSignOutDevice, useSignOutOtherDevices } from './api';

const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Where the user is signed in, newest use first, with a way to end any other session. */
export function DevicesSection() {
  const devices = useDevices();
  const signOutOne = useSignOutDevice();
  const signOutOthers = useSignOutOtherDevices();

  if (devices.isPending) return <p className="text-sm text-muted-foreground">Loading…</p>;
  if (devices.isError) return <Alert tone="danger" title="Your devices could not be loaded." />;
  const others = devices.data.filter((device) => !device.current);

  return (
    <div className="grid gap-4">
      <ul className="grid divide-y divide-border rounded-xl border border-border">
        {devices.data.map((device) => (
          <li key={device.id} className="flex items-center gap-3 px-4 py-3">
            <MonitorSmartphone className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div className="grid min-w-0 flex-1 gap-0.5">
              <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                {describeUserAgent(device.userAgent)}
                {device.current && <Badge tone="success">This device</Badge>}
              </p>
              <p className="text-xs text-muted-foreground wrap-anywhere">
                Last used {formatWhen(device.lastUsedAt)}
                {device.ipAddress && ` · ${device.ipAddress}`}
              </p>
            </div>
            {!device.current && (
              <Button
                variant="ghost"
                size="sm"
                loading={signOutOne.isPending && signOutOne.variables === device.token}
                onClick={() =>
                  signOutOne.mutate(device.token, {
                    onSuccess: () => notify.success('Signed out on that device'),
                    onError: (error) => notify.error(error.message),
                  })
                }
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 && (
        <Button
          variant="secondary"
          className="w-full sm:w-fit"
          loading={signOutOthers.isPending}
          onClick={() =>
            signOutOthers.mutate(undefined, {
              onSuccess: () => notify.success('Signed out on every other device'),
              onError: (error) => notify.error(error.message),
            })
          }
        >
          {!signOutOthers.isPending && <LogOut aria-hidden="true" />}
          Sign out all other devices
        </Button>
      )}
    </div>
  );
}
