import { freeTrialDays } from '@shutterdesk/core';
import { Bell, CheckCircle2, ClipboardCheck, Sparkles, Target, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useRenderNow } from '@/lib/server-render';
import { useDocumentTitle } from '@/lib/use-document-title';

const highlights = [
  {
    icon: Trophy,
    title: 'Routines that score points',
    text: 'Daily, weekly, monthly and yearly business tasks for your CRM, gallery, finances and socials. Tick them off and watch your points grow.',
  },
  {
    icon: ClipboardCheck,
    title: 'Client Flow checklists',
    text: 'Contract, invoice, prep e-mail, culling, editing, delivery: every client has a pre- and post-session checklist.',
  },
  {
    icon: Target,
    title: 'Lead Flow and booking rate',
    text: 'Track every inquiry from first contact to booked session and see your booking rate at a glance.',
  },
  {
    icon: Bell,
    title: 'Reminders that show up on time',
    text: 'Follow-ups, unsigned contracts, unpaid invoices and open tasks land in your notification centre.',
  },
];

const previewTasks = [
  { label: 'Reply to new inquiries', done: true },
  { label: 'Back up Saturday’s wedding', done: true },
  { label: 'Send sneak peek to the Harpers', done: false },
  { label: 'Schedule two Instagram posts', done: false },
];

export default function LandingPage() {
  useDocumentTitle('Shutterdesk: one dashboard for your photography business', { exact: true });
  return (
    <div className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-48 -z-10 mx-auto h-[28rem] max-w-4xl rounded-full bg-accent/15 blur-3xl"
      />

      <section className="mx-auto grid w-full max-w-6xl gap-12 px-4 pt-12 pb-16 sm:pt-20 md:grid-cols-[1.15fr_1fr] md:items-center">
        <Pitch />
        <DashboardPreview />
      </section>
      <Highlights />
      <TrialCallout />
      <Footer />
    </div>
  );
}

/** What Shutterdesk is, and the way in. */
function Pitch() {
  return (
    <div className="grid gap-6">
      <p className="inline-flex w-fit items-center gap-2 rounded-full border border-border bg-card px-3 py-1 text-xs font-medium text-muted-foreground">
        <Sparkles className="size-3.5 text-accent" aria-hidden="true" />
        {freeTrialDays}-day free trial, cancel anytime
      </p>
      <h1 className="text-4xl leading-tight font-semibold tracking-tight text-balance sm:text-5xl">
        Run your photography business from one calm desk.
      </h1>
      <p className="max-w-xl text-lg text-pretty text-muted-foreground">
        One dashboard for all your apps, tasks and to-dos: clients, leads, routines and reminders in one place, so you
        can spend your time behind the camera.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to="/register" className={buttonClasses({ size: 'lg' })}>
          Sign Up
        </Link>
        <Link to="/login" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          Login
        </Link>
      </div>
      <p className="text-sm text-muted-foreground">
        Try everything free for {freeTrialDays} days. No setup: pick your areas and your tasks are ready.
      </p>
    </div>
  );
}

/** A picture of the dashboard, made of the app's own parts; hidden from screen readers. */
function DashboardPreview() {
  return (
    <Card aria-hidden="true" className="grid gap-4 p-5 sm:p-6">
      <div className="flex items-center justify-between">
        <div>
          <p className="text-xs font-medium text-muted-foreground uppercase">Today</p>
          <p className="text-lg font-semibold">Daily routine</p>
        </div>
        <span className="rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent-soft-foreground tabular-nums">
          128 pts
        </span>
      </div>
      <ul className="grid gap-2">
        {previewTasks.map((task) => (
          <li key={task.label} className="flex items-center gap-3 rounded-lg border border-border px-3 py-2.5 text-sm">
            <CheckCircle2
              className={task.done ? 'size-4 shrink-0 text-accent' : 'size-4 shrink-0 text-muted-foreground/50'}
            />
            <span className={task.done ? 'text-muted-foreground line-through' : undefined}>{task.label}</span>
          </li>
        ))}
      </ul>
      <div className="grid grid-cols-2 gap-3">
        <div className="rounded-lg bg-muted p-3">
          <p className="text-xs text-muted-foreground">Booking rate</p>
          <p className="text-2xl font-semibold tabular-nums">42%</p>
        </div>
        <div className="rounded-lg bg-muted p-3">
          <p className="text-xs text-muted-foreground">Galleries due</p>
          <p className="text-2xl font-semibold tabular-nums">3</p>
        </div>
      </div>
    </Card>
  );
}

function Highlights() {
  return (
    <section aria-labelledby="features-heading" className="border-t border-border bg-card/60">
      <div className="mx-auto w-full max-w-6xl px-4 py-16">
        <h2 id="features-heading" className="max-w-2xl text-2xl font-semibold tracking-tight sm:text-3xl">
          Everything between the inquiry and the gallery delivery.
        </h2>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {highlights.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full p-5">
                <span className="inline-flex size-10 items-center justify-center rounded-xl bg-accent-soft text-accent-soft-foreground">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function TrialCallout() {
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-16">
      <Card className="flex flex-col items-start gap-6 p-6 sm:p-10 md:flex-row md:items-center md:justify-between">
        <div className="grid gap-2">
          <h2 className="text-2xl font-semibold tracking-tight">Start your {freeTrialDays}-day free trial</h2>
          <p className="text-muted-foreground">Set up in minutes. Your routines are waiting.</p>
        </div>
        <Link to="/register" className={buttonClasses({ size: 'lg', className: 'w-full md:w-auto' })}>
          Create your account
        </Link>
      </Card>
    </section>
  );
}

function Footer() {
  // The year by UTC: the same on the server and in the browser that hydrates its page, whatever their time zones.
  const renderNow = useRenderNow();
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-2 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:justify-between">
        <p>© {renderNow.getUTCFullYear()} Shutterdesk</p>
        <Link to="/waitlist" className="rounded-sm hover:text-foreground">
          Join the waitlist
        </Link>
      </div>
    </footer>
  );
}
