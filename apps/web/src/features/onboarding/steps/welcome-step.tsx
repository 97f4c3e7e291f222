import { onboardingTexts } from '@shutterdesk/core';
import { Aperture, ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { StepHeading, StepIcon, type StepProps } from './step-layout';

/** The first screen: what the wizard is for, and the one button onwards. */
export function WelcomeStep({ headingRef, dispatch }: StepProps) {
  return (
    <Card className="grid justify-items-center gap-6 px-6 py-12 text-center sm:px-12 sm:py-16">
      <StepIcon icon={Aperture} />
      <div className="grid gap-3">
        <p className="text-xs font-semibold tracking-widest text-accent">{onboardingTexts.welcomeEyebrow}</p>
        <StepHeading headingRef={headingRef} size="lg">
          {onboardingTexts.welcomeMessage}
        </StepHeading>
        <p className="mx-auto max-w-md text-pretty text-muted-foreground">
          Choose the parts of your business you want to run from here, pick a few routines for each, and you are set.
        </p>
      </div>
      <Button size="lg" className="w-full sm:w-auto" onClick={() => dispatch({ type: 'next' })}>
        {onboardingTexts.letsDoThis}
        <ArrowRight aria-hidden="true" />
      </Button>
    </Card>
  );
}
