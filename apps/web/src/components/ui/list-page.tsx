import type { ReactNode } from 'react';

/** A full-width list screen (Client Flow, Lead Flow): the title with its main action, then the content. */
export function ListPage({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-screen-2xl min-w-0 content-start gap-4 px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        {action}
      </div>
      {children}
    </div>
  );
}
