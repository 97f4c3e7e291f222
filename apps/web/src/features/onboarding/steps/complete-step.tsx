import { onboardingTexts } from '@shutterdesk/core';
import { ArrowLeft, ArrowRight, PartyPopper } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { areaSummaryText, type WizardState } from '../wizard';
import { areaIcons } from './area-icons';
import { StepActions, StepHeading, StepIcon, type StepProps } from './step-layout';

/** The summary of the chosen areas, and the button that saves everything. */
export function CompleteStep({
  headingRef,
  state,
  dispatch,
  saving,
  onSave,
}: StepProps & { state: WizardState; saving: boolean; onSave: () => void }) {
  return (
    <Card className="grid gap-6 p-6 sm:p-10">
      <div className="grid justify-items-center gap-4 text-center">
        <StepIcon icon={PartyPopper} />
        <StepHeading headingRef={headingRef} size="lg">
          {onboardingTexts.complete}
        </StepHeading>
      </div>
      <ul aria-label="Your areas" className="grid gap-2 sm:grid-cols-2">
        {state.areas.map((area) => {
          const Icon = areaIcons[area];
          return (
            <li key={area} className="flex items-center gap-3 rounded-xl border border-border px-3 py-2.5 text-sm">
              <Icon className="size-4 shrink-0 text-accent" aria-hidden="true" />
              <span className="flex-1 font-medium">{area}</span>
              <span className="text-muted-foreground">{areaSummaryText(state, area)}</span>
            </li>
          );
        })}
      </ul>
      <StepActions>
        <Button variant="ghost" size="lg" disabled={saving} onClick={() => dispatch({ type: 'back' })}>
          <ArrowLeft aria-hidden="true" />
          Back to tasks
        </Button>
        <Button size="lg" loading={saving} onClick={onSave}>
          {onboardingTexts.letsDoThis}
          {!saving && <ArrowRight aria-hidden="true" />}
        </Button>
      </StepActions>
    </Card>
  );
}
