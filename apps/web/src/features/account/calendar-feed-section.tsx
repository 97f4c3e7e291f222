import { studioLinkTexts } from '@shutterdesk/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { LoadFailed } from '../../components/ui/load-failed';
import { Skeleton } from '../../components/ui/skeleton';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { notify } from '../../lib/toast';
import { CopyableValue } from './copyable-value';

const texts = studioLinkTexts.calendarFeed;

/** The private calendar address, its copy button, and a new link that revokes the old one. */
export function CalendarFeedSection() {
  const queryClient = useQueryClient();
  const feed = useQuery({ queryKey: queryKeys.calendarFeed, queryFn: () => api('GET /api/calendar-feed') });
  const [confirming, setConfirming] = useState(false);
  const renew = useMutation({
    mutationFn: () => api('POST /api/calendar-feed/renew'),
    onSuccess: (renewed) => {
      queryClient.setQueryData(queryKeys.calendarFeed, renewed);
      setConfirming(false);
      notify.success(texts.renewed);
    },
    onError: () => notify.error('Could not make a new link. Please try again.'),
  });

  return (
    <div className="grid gap-4">
      <p className="text-sm text-pretty text-muted-foreground">{texts.description}</p>
      {feed.data ? (
        <CopyableValue label={texts.label} value={feed.data.url} copyLabel={texts.copy} copiedText={texts.copied} />
      ) : feed.isError ? (
        <LoadFailed
          title="The calendar link could not be loaded"
          retrying={feed.isFetching}
          onRetry={() => void feed.refetch()}
        />
      ) : (
        <Skeleton className="h-16 w-full" />
      )}
      <Button
        type="button"
        variant="secondary"
        className="w-full sm:w-fit"
        disabled={!feed.data}
        onClick={() => setConfirming(true)}
      >
        <RefreshCw className="size-4" aria-hidden="true" />
        {texts.renew}
      </Button>
      <ConfirmDialog
        title={confirming ? texts.renew : null}
        description={texts.renewConfirm}
        confirmLabel={texts.renew}
        busy={renew.isPending}
        onConfirm={() => renew.mutate()}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
