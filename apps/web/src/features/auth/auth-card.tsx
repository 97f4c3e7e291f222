import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** The frame of the signed-out forms: a centred card with a title, a line of context and an optional footer. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 py-10 sm:py-16">
      <Card className="p-6 sm:p-8">
        <div className="mb-6 grid gap-1.5">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {children}
      </Card>
      {footer && <div className="text-center text-sm text-muted-foreground">{footer}</div>}
    </div>
  );
}
