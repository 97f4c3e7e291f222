import { adminTexts, formatDateTime, type SubscriptionRecord } from '@shutterdesk/core';
import { Gift } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageLoading } from '@/components/ui/page-loading';
import { TextLink } from '@/components/ui/text-link';
import { usePublicConfig } from '@/lib/config';
import { loadErrorText, useAdminUser, useSetFreeAccess, type AdminUserDetails } from './api';
import { AccountStatusBadge } from './components/account-status-badge';
import { AdminScreen } from './components/admin-screen';
import { AuditEventList } from './components/audit-event-list';
import { subscriptionFacts } from './subscription-facts';

/** Back returns to the page of the list the details were opened from. */
function useBackToList(): string {
  const state: unknown = useLocation().state;
  const listQuery =
    typeof state === 'object' && state !== null && 'listQuery' in state && typeof state.listQuery === 'string'
      ? state.listQuery
      : '';
  return listQuery ? `/admin/users?${listQuery}` : '/admin/users';
}

export default function AdminUserPage() {
  const { id = '' } = useParams();
  const user = useAdminUser(id);
  const back = useBackToList();

  return (
    <AdminScreen
      title={user.data?.name ?? 'User details'}
      back={back}
      accessError={user.error}
      subtitle={
        user.data && (
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <p className="min-w-0 text-sm text-muted-foreground wrap-anywhere">{user.data.email}</p>
            <AccountStatusBadge bannedAt={user.data.bannedAt} />
          </div>
        )
      }
    >
      {user.isPending ? (
        <PageLoading />
      ) : user.isError ? (
        <p role="alert" className="text-sm text-danger wrap-anywhere">
          {loadErrorText(user.error, adminTexts.fetchUserFailed)}
        </p>
      ) : (
        <UserDetails user={user.data} />
      )}
    </AdminScreen>
  );
}

function UserDetails({ user }: { user: AdminUserDetails }) {
  const billingEnabled = usePublicConfig().data?.billingEnabled === true;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="grid grid-cols-2 gap-4 lg:col-span-2 lg:grid-cols-4">
        <Figure label="Leads" value={user.leads} />
        <Figure label="Clients" value={user.clients} />
        <Card className="col-span-2 grid gap-3 p-4">
          <ConversionRate rate={user.conversionRate} />
        </Card>
      </div>
      <Section title="Subscription">
        {user.subscription ? (
          <SubscriptionFacts subscription={user.subscription} />
        ) : (
          <p className="text-sm text-muted-foreground">{adminTexts.noSubscription}</p>
        )}
        {(billingEnabled || user.accessGrant) && <FreeAccess user={user} />}
      </Section>
      <Section title="Tasks Completed">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {(
            [
              ['Daily', user.tasksCompleted.daily],
              ['Weekly', user.tasksCompleted.weekly],
              ['Monthly', user.tasksCompleted.monthly],
              ['Yearly', user.tasksCompleted.yearly],
            ] as const
          ).map(([label, count]) => (
            <div key={label} className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-xl font-semibold tabular-nums">{count}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title="Recent admin actions" className="lg:col-span-2">
        <AuditEventList events={user.auditEvents} />
        {user.auditEvents.length > 0 && (
          <TextLink to={`/admin/audit?${new URLSearchParams({ userId: user.id })}`} className="w-fit text-sm">
            See all in the audit trail
          </TextLink>
        )}
      </Section>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Card className="grid gap-1 p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="text-2xl font-semibold tabular-nums">{value}</p>
    </Card>
  );
}

/** Clients per lead; a rate over 100 % (clients added without a lead) fills the bar. */
function ConversionRate({ rate }: { rate: number }) {
  const labelId = useId();
  return (
    <>
      <div className="flex items-baseline justify-between gap-2">
        <p id={labelId} className="text-sm text-muted-foreground">
          Conversion Rate
        </p>
        <p className="text-2xl font-semibold tabular-nums">{rate}%</p>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(rate, 100)}
        aria-valuetext={`${rate}%`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-accent" style={{ width: `${Math.min(rate, 100)}%` }} />
      </div>
    </>
  );
}

function Section({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <Card className={`grid content-start gap-3 p-5 ${className ?? ''}`}>
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </Card>
  );
}

/**
 * Access without Stripe: the grant the user has (an admin's free access, or the trial or free access billing's
 * switch gave), and the admin's way to give or end it. Ending it may lock the user out, so it asks first.
 */
function FreeAccess({ user }: { user: AdminUserDetails }) {
  const setFreeAccess = useSetFreeAccess();
  const [confirmingEnd, setConfirmingEnd] = useState(false);
  const grant = user.accessGrant;
  return (
    <div className="grid gap-3 border-t border-border pt-3">
      {grant ? (
        <p className="flex items-start gap-2 text-sm">
          <Gift className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
          <span className="min-w-0 wrap-anywhere">
            {adminTexts.accessGrantLabels[grant.kind]}
            {grant.endsAt && (
              <span className="text-muted-foreground"> · {adminTexts.grantEndsOn(formatDateTime(grant.endsAt))}</span>
            )}
          </span>
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">{adminTexts.giveFreeAccessHint}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {grant?.kind !== 'comp' && (
          <Button
            variant="secondary"
            loading={setFreeAccess.isPending}
            onClick={() => setFreeAccess.mutate({ id: user.id, given: true })}
          >
            {!setFreeAccess.isPending && <Gift aria-hidden="true" />}
            {adminTexts.giveFreeAccess}
          </Button>
        )}
        {grant && (
          <Button variant="secondary" onClick={() => setConfirmingEnd(true)}>
            {adminTexts.endFreeAccess}
          </Button>
        )}
      </div>
      <ConfirmDialog
        title={confirmingEnd ? `${adminTexts.endFreeAccess} for ${user.name}?` : null}
        description={`${user.email} keeps what a subscription of theirs gives; without one, the app asks them to choose a plan.`}
        confirmLabel={adminTexts.endFreeAccess}
        danger
        busy={setFreeAccess.isPending}
        onClose={() => setConfirmingEnd(false)}
        onConfirm={() =>
          setFreeAccess.mutate({ id: user.id, given: false }, { onSettled: () => setConfirmingEnd(false) })
        }
      />
    </div>
  );
}

function SubscriptionFacts({ subscription }: { subscription: SubscriptionRecord }) {
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {subscriptionFacts(subscription, new Date()).map(({ label, value }) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
      {subscription.cancelAtPeriodEnd && <p className="text-sm text-muted-foreground">{adminTexts.willCancel}</p>}
    </>
  );
}
