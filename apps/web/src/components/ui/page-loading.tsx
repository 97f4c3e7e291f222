import { guardTexts } from '@shutterdesk/core';
import { Loader2 } from 'lucide-react';

/** The one loading state of a whole screen: the guard's 'Loading...' (the route guard's first step, docs/product.md). */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-[50dvh] items-center justify-center gap-2 text-sm text-muted-foreground">
      <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      <span>{guardTexts.loading}</span>
    </div>
  );
}
