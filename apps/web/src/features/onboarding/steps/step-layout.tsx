import type { LucideIcon } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';
import type { WizardAction, WizardStep } from '../wizard';

/** What every step gets: the heading that takes focus when the step shows, and the wizard's dispatch. */
export interface StepProps {
  headingRef: Ref<HTMLHeadingElement>;
  dispatch: (action: WizardAction) => void;
}

const progressSteps: { label: string; steps: WizardStep[] }[] = [
  { label: 'Areas', steps: ['AREA_SELECTION'] },
  { label: 'Tasks', steps: ['TASK_AREA', 'TASK_SELECTION'] },
  { label: 'Done', steps: ['COMPLETE'] },
];

/** A small "where am I" bar: three segments, the current one and those before it filled. */
export function StepProgress({ step }: { step: WizardStep }) {
  const current = progressSteps.findIndex((entry) => entry.steps.includes(step));
  return (
    <ol aria-label="Progress" className="grid grid-cols-3 gap-2">
      {progressSteps.map((entry, index) => (
        <li
          key={entry.label}
          aria-current={index === current ? 'step' : undefined}
          className={cn(
            'grid gap-1.5 text-xs font-medium',
            index <= current ? 'text-foreground' : 'text-muted-foreground',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'h-1.5 rounded-full transition-colors duration-200',
              index <= current ? 'bg-accent' : 'bg-muted',
            )}
          />
          {entry.label}
        </li>
      ))}
    </ol>
  );
}

/** A step's h1. It takes focus when the step changes (tabIndex -1: focusable from code, not a tab stop). */
export function StepHeading({
  headingRef,
  size = 'md',
  children,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  size?: 'md' | 'lg';
  children: ReactNode;
}) {
  return (
    <h1
      ref={headingRef}
      tabIndex={-1}
      className={cn(
        'font-semibold tracking-tight text-balance outline-none',
        size === 'lg' ? 'text-3xl sm:text-4xl' : 'text-2xl sm:text-3xl',
      )}
    >
      {children}
    </h1>
  );
}

/** A step with a header (eyebrow, title, description, and something before them such as a back button). */
export function StepSection({
  headingRef,
  eyebrow,
  title,
  description,
  leading,
  children,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  eyebrow?: string;
  title: string;
  description?: string;
  leading?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="grid gap-6">
      <div className="flex items-start gap-3">
        {leading}
        <div className="grid gap-2">
          {eyebrow && <p className="text-xs font-semibold tracking-widest text-accent">{eyebrow}</p>}
          <StepHeading headingRef={headingRef}>{title}</StepHeading>
          {description && <p className="text-pretty text-muted-foreground">{description}</p>}
        </div>
      </div>
      {children}
    </section>
  );
}

/** The large icon over the first and the last step's heading. */
export function StepIcon({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-accent-soft text-accent-soft-foreground">
      <Icon className="size-7" aria-hidden="true" />
    </span>
  );
}

/** The row of a step's buttons: stacked full width on phones, the main one on the right above. */
export function StepActions({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
      {children}
    </div>
  );
}
