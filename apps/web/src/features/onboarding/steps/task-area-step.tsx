import { onboardingTexts } from '@shutterdesk/core';
import { ArrowLeft, ArrowRight, CircleCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { areaSummaryText, chosenTaskCount, type WizardState } from '../wizard';
import { areaIcons } from './area-icons';
import { StepActions, StepSection, type StepProps } from './step-layout';

const header = {
  eyebrow: onboardingTexts.stepTwo,
  title: onboardingTexts.taskAreaHeading,
  description: 'Open an area to tick its routines or add your own. You can change them later on your dashboard.',
};

/** STEP TWO: one card per chosen area, saying how many of its tasks are ticked; a card opens the area. */
export function TaskAreaStep({ headingRef, state, dispatch }: StepProps & { state: WizardState }) {
  return (
    <StepSection headingRef={headingRef} {...header}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {state.areas.map((area) => {
          const Icon = areaIcons[area];
          const count = chosenTaskCount(state, area);
          return (
            <li key={area}>
              <button
                type="button"
                onClick={() => dispatch({ type: 'openArea', area })}
                className={cn(
                  'flex w-full items-center gap-3 rounded-xl border px-4 py-4 text-left transition-colors duration-150',
                  count > 0
                    ? 'border-accent bg-accent-soft text-accent-soft-foreground'
                    : 'border-border bg-card hover:bg-muted',
                )}
              >
                <span
                  className={cn(
                    'inline-flex size-10 shrink-0 items-center justify-center rounded-lg',
                    count > 0 ? 'bg-accent text-accent-foreground' : 'bg-muted text-muted-foreground',
                  )}
                >
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="grid min-w-0 flex-1">
                  <span className="font-semibold">{area}</span>
                  <span className={cn('text-sm', count > 0 ? 'font-medium' : 'text-muted-foreground')}>
                    {areaSummaryText(state, area)}
                  </span>
                </span>
                {count > 0 ? (
                  <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
                ) : (
                  <ArrowRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <StepActions>
        <Button variant="ghost" size="lg" onClick={() => dispatch({ type: 'back' })}>
          <ArrowLeft aria-hidden="true" />
          Change areas
        </Button>
        {/* The spec's Save button of TASK_AREA is the step's one way forward (to COMPLETE); nothing is sent yet. */}
        <Button size="lg" onClick={() => dispatch({ type: 'next' })}>
          {onboardingTexts.save}
          <ArrowRight aria-hidden="true" />
        </Button>
      </StepActions>
    </StepSection>
  );
}
