import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type Tone = 'info' | 'success' | 'danger';

const tones: Record<Tone, string> = {
  info: 'border-border bg-muted text-foreground',
  success: 'border-success/30 bg-success-soft text-foreground',
  danger: 'border-danger/30 bg-danger-soft text-foreground',
};

const icons = { info: Info, success: CircleCheck, danger: CircleAlert } as const;
const iconTones: Record<Tone, string> = {
  info: 'text-muted-foreground',
  success: 'text-success',
  danger: 'text-danger',
};

/** An inline message box. Danger alerts are announced (role="alert"), others are polite (role="status"). */
export function Alert({
  tone = 'info',
  title,
  children,
  className,
}: {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const Icon = icons[tone];
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border p-4 text-sm', tones[tone], className)}
    >
      <Icon className={cn('mt-0.5 size-4 shrink-0', iconTones[tone])} aria-hidden="true" />
      {/* A pasted link or a long code wraps inside the box instead of widening the page. */}
      <div className="grid min-w-0 gap-1 wrap-anywhere">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className="text-muted-foreground">{children}</div>}
      </div>
    </div>
  );
}
