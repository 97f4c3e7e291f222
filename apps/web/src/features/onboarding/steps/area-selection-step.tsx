import { onboardingTexts, taskCategories } from '@shutterdesk/core';
import { ArrowRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { cn } from '../../../lib/cn';
import type { WizardState } from '../wizard';
import { areaIcons } from './area-icons';
import { StepActions, StepSection, type StepProps } from './step-layout';

const header = {
  eyebrow: onboardingTexts.stepOne,
  title: onboardingTexts.areaSelectionHeading,
  description: 'Each area you choose becomes a card on your dashboard. Choose at least one.',
};

/** STEP ONE: the areas of the business, each of which becomes a card on the dashboard. */
export function AreaSelectionStep({ headingRef, state, dispatch }: StepProps & { state: WizardState }) {
  return (
    <StepSection headingRef={headingRef} {...header}>
      <fieldset className="grid gap-3">
        <legend className="sr-only">Areas</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {taskCategories.map((area) => {
            const Icon = areaIcons[area];
            const checked = state.areas.includes(area);
            const id = `area-${area.replace(/\s+/g, '-')}`;
            return (
              <label
                key={area}
                htmlFor={id}
                className={cn(
                  'flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border bg-card px-3 py-3 text-sm font-medium transition-colors duration-150',
                  checked ? 'border-accent bg-accent-soft text-accent-soft-foreground' : 'border-border hover:bg-muted',
                )}
              >
                <Checkbox id={id} checked={checked} onCheckedChange={() => dispatch({ type: 'toggleArea', area })} />
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                <span className="min-w-0">{area}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <StepActions>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {state.areas.length} of {taskCategories.length} chosen
        </p>
        <Button size="lg" disabled={state.areas.length === 0} onClick={() => dispatch({ type: 'next' })}>
          {onboardingTexts.continue}
          <ArrowRight aria-hidden="true" />
        </Button>
      </StepActions>
    </StepSection>
  );
}
