import { studioLinkTexts } from '@shutterdesk/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadFailed } from '@/components/ui/load-failed';
import { RenewableLink } from '@/components/ui/renewable-link';
import { Skeleton } from '@/components/ui/skeleton';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { notify } from '@/lib/toast';

const texts = studioLinkTexts.calendarFeed;

/** The private calendar address, its copy button, and a new link that revokes the old one. */
export function CalendarFeedSection() {
  const queryClient = useQueryClient();
  const feed = useQuery({ queryKey: queryKeys.calendarFeed, queryFn: () => api('GET /api/calendar-feed') });
  const renew = useMutation({
    mutationFn: () => api('POST /api/calendar-feed/renew'),
    onSuccess: (renewed) => {
      queryClient.setQueryData(queryKeys.calendarFeed, renewed);
      notify.success(texts.renewed);
    },
    onError: () => notify.error('Could not make a new link. Please try again.'),
  });

  return (
    <div className="grid gap-4">
      <p className="text-sm text-pretty text-muted-foreground">{texts.description}</p>
      <RenewableLink
        label={texts.label}
        url={feed.data?.url}
        unavailable={
          feed.isError ? (
            <LoadFailed
              title="The calendar link could not be loaded"
              retrying={feed.isFetching}
              onRetry={() => void feed.refetch()}
            />
          ) : (
            <Skeleton className="h-16 w-full" />
          )
        }
        copyLabel={texts.copy}
        copiedText={texts.copied}
        renewLabel={texts.renew}
        renewConfirm={texts.renewConfirm}
        renewal={renew}
      />
    </div>
  );
}
