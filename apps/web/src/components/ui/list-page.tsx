import type { ReactNode } from 'react';

/**
 * A list screen (Client Flow, Lead Flow) as wide as the page frame (app/page-frame.tsx): the title with its main
 * action, then the content; a table wider than the frame scrolls inside its own box.
 */
export function ListPage({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <div className="grid w-full min-w-0 content-start gap-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        {action}
      </div>
      {children}
    </div>
  );
}
