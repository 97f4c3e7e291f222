import { onboardingTexts, taskCategories } from '@shutterdesk/core';
import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { isAreaOnDashboard, type WizardState } from '../wizard';
import { areaIcons } from './area-icons';
import { StepActions, StepSection, type StepProps } from './step-layout';

const header = {
  eyebrow: onboardingTexts.stepOne,
  title: onboardingTexts.areaSelectionHeading,
  description: 'Each area you choose becomes a card on your dashboard. Choose at least one.',
};

const onDashboardNoteId = 'areas-on-dashboard-note';

/** STEP ONE: the areas of the business, each of which becomes a card on the dashboard. */
export function AreaSelectionStep({ headingRef, state, dispatch }: StepProps & { state: WizardState }) {
  return (
    <StepSection headingRef={headingRef} {...header}>
      <fieldset className="grid gap-3">
        <legend className="sr-only">Areas</legend>
        {state.dashboard.areas.length > 0 && (
          <p id={onDashboardNoteId} className="text-sm text-muted-foreground">
            Areas already on your dashboard stay chosen: add routines to them here, or change a card on the dashboard.
          </p>
        )}
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {taskCategories.map((area) => {
            const Icon = areaIcons[area];
            const checked = state.areas.includes(area);
            const onDashboard = isAreaOnDashboard(state, area);
            const id = `area-${area.replace(/\s+/g, '-')}`;
            return (
              <label
                key={area}
                htmlFor={id}
                className={cn(
                  'flex min-h-14 items-center gap-3 rounded-xl border bg-card px-3 py-3 text-sm font-medium transition-colors duration-150',
                  checked ? 'border-accent bg-accent-soft text-accent-soft-foreground' : 'border-border hover:bg-muted',
                  onDashboard ? 'cursor-default' : 'cursor-pointer',
                )}
              >
                <Checkbox
                  id={id}
                  checked={checked}
                  // The wizard only adds: a card already on the dashboard is removed there, not here.
                  disabled={onDashboard}
                  aria-describedby={onDashboard ? onDashboardNoteId : undefined}
                  onCheckedChange={() => dispatch({ type: 'toggleArea', area })}
                />
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                <span className="grid min-w-0">
                  <span>{area}</span>
                  {onDashboard && (
                    <span className="text-xs font-normal text-muted-foreground">{onboardingTexts.onDashboard}</span>
                  )}
                </span>
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
