import { guardTexts } from '@shutterdesk/core';
import { Loader2 } from 'lucide-react';

/** The one loading state of a whole screen: the guard's 'Loading...' (spec doc 1 section 2, step 1). */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-[50dvh] items-center justify-center gap-2 text-sm text-muted-foreground">
      <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      <span>{guardTexts.loading}</span>
    </div>
  );
}
