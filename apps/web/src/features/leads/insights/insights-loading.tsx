import { leadTexts } from '@shutterdesk/core';
import { Skeleton } from '@/components/ui/skeleton';

/** The panel's place while its code or its figures are on their way: the cards' outline, and one status line. */
export function InsightsLoading() {
  return (
    <div className="grid gap-3">
      <p role="status" className="text-sm text-muted-foreground">
        {leadTexts.insightsLoading}
      </p>
      <div className="grid gap-3 md:grid-cols-2">
        {[0, 1, 2, 3].map((card) => (
          <Skeleton key={card} className="h-56 rounded-2xl" />
        ))}
      </div>
    </div>
  );
}
