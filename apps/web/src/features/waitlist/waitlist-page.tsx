import { zodResolver } from '@hookform/resolvers/zod';
import { freeTrialDays, joinWaitlistSchema, waitlistTexts, type JoinWaitlistRequest } from '@shutterdesk/core';
import { Aperture, CalendarCheck, ListChecks, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useJoinWaitlist } from './api';

const perks = [
  { icon: ListChecks, text: 'Checklists for every client, from contract to delivery' },
  { icon: TrendingUp, text: 'A lead tracker that shows your booking rate' },
  { icon: CalendarCheck, text: 'Daily to yearly routines that earn points' },
];

export default function WaitlistPage() {
  useDocumentTitle(waitlistTexts.pageTitle, { exact: true });
  const join = useJoinWaitlist();
  const [result, setResult] = useState<'joined' | 'already-joined' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<JoinWaitlistRequest>({ resolver: zodResolver(joinWaitlistSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit((form) => {
    setFailure(null);
    join.mutate(form, {
      onSuccess: (answer) => setResult(answer.status),
      onError: (error) => {
        if (isApiError(error) && error.status === 400) {
          setError('email', { message: error.fields?.email ?? error.message });
          return;
        }
        setFailure(
          isApiError(error) ? error.message : 'We could not reach the server. Check your connection and try again.',
        );
      },
    });
  });

  return (
    <div className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 mx-auto h-96 max-w-3xl rounded-full bg-accent/15 blur-3xl"
      />
      <div className="mx-auto grid w-full max-w-5xl gap-10 px-4 py-12 sm:py-20 md:grid-cols-[1.1fr_1fr] md:items-center md:gap-16">
        <section className="grid gap-6">
          <p className="inline-flex w-fit items-center gap-2 rounded-full border border-border bg-card px-3 py-1 text-xs font-medium text-muted-foreground">
            <Aperture className="size-3.5 text-accent" aria-hidden="true" />
            Shutterdesk is opening soon
          </p>
          <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl">{waitlistTexts.headline}</h1>
          <p className="text-lg text-pretty text-muted-foreground">{waitlistTexts.tagline}</p>
          <ul className="grid gap-3">
            {perks.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3 text-sm">
                <Icon className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </section>

        <Card className="p-6 sm:p-8">
          <h2 className="text-xl font-semibold tracking-tight">Get early access</h2>
          <p className="mt-1.5 mb-6 text-sm text-muted-foreground">{waitlistTexts.trialOffer}</p>
          {/* The answer takes the form's place in the same grid cell; the form stays, unseen, to keep the card's
              height, so nothing beside or below the card moves. */}
          <div className="grid *:[grid-area:1/1]">
            <form
              noValidate
              onSubmit={onSubmit}
              className={cn('grid gap-4', result && 'invisible')}
              inert={result !== null}
            >
              {failure && <Alert tone="danger" title={failure} />}
              <TextField
                label="Email"
                type="email"
                autoComplete="email"
                inputMode="email"
                placeholder="you@yourstudio.com"
                required
                error={errors.email?.message}
                {...register('email')}
              />
              <Button type="submit" size="lg" className="w-full" loading={join.isPending}>
                {join.isPending ? 'Joining…' : 'Join the waitlist'}
              </Button>
              <p className="text-xs text-muted-foreground">
                One e-mail when we open, with your {freeTrialDays}-day free trial. No spam.
              </p>
            </form>
            {result && (
              <Alert
                tone="success"
                className="self-center"
                title={result === 'joined' ? waitlistTexts.joined : waitlistTexts.alreadyJoined}
              />
            )}
          </div>
        </Card>
      </div>
    </div>
  );
}
