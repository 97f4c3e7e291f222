import { onboardingTexts, taskCategories, taskFrequencyLabels, type TaskCategory } from '@shutterdesk/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  ArrowLeft,
  ArrowRight,
  Aperture,
  CircleCheck,
  ClipboardCheck,
  Contact,
  Globe,
  Heart,
  Images,
  Link2,
  Mail,
  PartyPopper,
  Search,
  Share2,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useReducer, useRef, type ReactNode, type Ref } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { PageLoading } from '../../components/ui/page-loading';
import { isApiError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSaveOnboarding } from './api';
import { CustomTaskDialog } from './CustomTaskDialog';
import {
  areaHasTaskTitled,
  areaTasks,
  buildOnboardingRequest,
  chosenTaskCount,
  restoreWizardState,
  tasksByFrequency,
  wizardReducer,
  type WizardAction,
  type WizardState,
  type WizardStep,
} from './wizard';

const areaIcons: Record<TaskCategory, LucideIcon> = {
  CRM: Contact,
  Gallery: Images,
  Finance: Wallet,
  Google: Search,
  'Social Media': Share2,
  Newsletter: Mail,
  'Client Flow': ClipboardCheck,
  Website: Globe,
  Personal: Heart,
};

const tasksChosenText = (count: number) =>
  count === 0 ? 'No tasks yet' : `${count} ${count === 1 ? 'task' : 'tasks'} chosen`;

/** /welcome: the five-step onboarding wizard that builds the user's categories and tasks. */
export default function OnboardingPage() {
  useDocumentTitle('Build your dashboard');
  const { data: profile } = useSession();
  // The guard renders this page only for a signed-in user; the wizard's saved progress belongs to that user.
  if (!profile) return <PageLoading />;
  return <Wizard key={profile.id} storageKey={`shutterdesk:onboarding:${profile.id}`} />;
}

/** The tab's copy of the wizard, so a reload or logging in again (after a 401 on save) loses no choice. */
function readSavedProgress(storageKey: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey) ?? 'null');
  } catch {
    return null;
  }
}

function writeSavedProgress(storageKey: string, state: WizardState | null): void {
  try {
    if (state) sessionStorage.setItem(storageKey, JSON.stringify(state));
    else sessionStorage.removeItem(storageKey);
  } catch {
    // Storage can be full or switched off; the wizard works without it.
  }
}

/** Moves focus to the new step's heading whenever the step changes, for keyboard and screen reader users. */
function useFocusOnChange<Element extends HTMLElement>(key: string) {
  const ref = useRef<Element>(null);
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    ref.current?.focus();
  }, [key]);
  return ref;
}

function Wizard({ storageKey }: { storageKey: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(wizardReducer, storageKey, (key) => restoreWizardState(readSavedProgress(key)));
  const headingRef = useFocusOnChange<HTMLHeadingElement>(`${state.step}:${state.openArea ?? ''}`);

  useEffect(() => writeSavedProgress(storageKey, state), [storageKey, state]);

  const save = useSaveOnboarding({
    onSuccess: ({ tasksAdded }, request) => {
      writeSavedProgress(storageKey, null);
      if (request.tasks.length === 0) notify.info(onboardingTexts.noTasksSelected);
      else notify.success(onboardingTexts.tasksAdded(tasksAdded));
      void navigate('/dashboard', { replace: true });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 401) {
        notify.error(onboardingTexts.logInToSave);
        // The session has ended: reading it again lets the guard send the user to log in, and back here after.
        void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
        return;
      }
      // Every choice stays in the wizard, so pressing the button again retries.
      notify.error(onboardingTexts.saveFailed);
    },
  });

  const steps: Record<WizardStep, ReactNode> = {
    WELCOME: <WelcomeStep headingRef={headingRef} dispatch={dispatch} />,
    AREA_SELECTION: <AreaSelectionStep headingRef={headingRef} state={state} dispatch={dispatch} />,
    TASK_AREA: <TaskAreaStep headingRef={headingRef} state={state} dispatch={dispatch} />,
    TASK_SELECTION: state.openArea && (
      <TaskSelectionStep headingRef={headingRef} state={state} area={state.openArea} dispatch={dispatch} />
    ),
    COMPLETE: (
      <CompleteStep
        headingRef={headingRef}
        state={state}
        dispatch={dispatch}
        saving={save.isPending}
        onSave={() => {
          if (!save.isPending) save.mutate(buildOnboardingRequest(state));
        }}
      />
    ),
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 sm:py-12">
      {state.step !== 'WELCOME' && <StepProgress step={state.step} />}
      {steps[state.step]}
    </div>
  );
}

interface StepProps {
  headingRef: Ref<HTMLHeadingElement>;
  dispatch: (action: WizardAction) => void;
}

const progressSteps: { label: string; steps: WizardStep[] }[] = [
  { label: 'Areas', steps: ['AREA_SELECTION'] },
  { label: 'Tasks', steps: ['TASK_AREA', 'TASK_SELECTION'] },
  { label: 'Done', steps: ['COMPLETE'] },
];

/** A small "where am I" bar: three segments, the current one and those before it filled. */
function StepProgress({ step }: { step: WizardStep }) {
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
function StepHeading({
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

function StepHeader({
  headingRef,
  eyebrow,
  title,
  description,
  leading,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  eyebrow?: string;
  title: string;
  description?: string;
  leading?: ReactNode;
}) {
  return (
    <div className="flex items-start gap-3">
      {leading}
      <div className="grid gap-2">
        {eyebrow && <p className="text-xs font-semibold tracking-widest text-accent">{eyebrow}</p>}
        <StepHeading headingRef={headingRef}>{title}</StepHeading>
        {description && <p className="text-pretty text-muted-foreground">{description}</p>}
      </div>
    </div>
  );
}

/** The row of a step's buttons: stacked full width on phones, the main one on the right above. */
function StepActions({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
      {children}
    </div>
  );
}

function WelcomeStep({ headingRef, dispatch }: StepProps) {
  return (
    <Card className="grid justify-items-center gap-6 px-6 py-12 text-center sm:px-12 sm:py-16">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-accent-soft text-accent-soft-foreground">
        <Aperture className="size-7" aria-hidden="true" />
      </span>
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

function AreaSelectionStep({ headingRef, state, dispatch }: StepProps & { state: WizardState }) {
  return (
    <section className="grid gap-6">
      <StepHeader
        headingRef={headingRef}
        eyebrow={onboardingTexts.stepOne}
        title={onboardingTexts.areaSelectionHeading}
        description="Each area you choose becomes a card on your dashboard. Choose at least one."
      />
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
    </section>
  );
}

function TaskAreaStep({ headingRef, state, dispatch }: StepProps & { state: WizardState }) {
  return (
    <section className="grid gap-6">
      <StepHeader
        headingRef={headingRef}
        eyebrow={onboardingTexts.stepTwo}
        title={onboardingTexts.taskAreaHeading}
        description="Open an area to tick its routines or add your own. You can change them later on your dashboard."
      />
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
                    {tasksChosenText(count)}
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
    </section>
  );
}

function TaskSelectionStep({
  headingRef,
  state,
  area,
  dispatch,
}: StepProps & { state: WizardState; area: TaskCategory }) {
  const groups = tasksByFrequency(areaTasks(state, area));
  return (
    <section className="grid gap-6">
      <StepHeader
        headingRef={headingRef}
        eyebrow={onboardingTexts.stepTwo}
        title={area}
        description="Tick the routines you want on this card."
        leading={
          <Button
            variant="ghost"
            size="icon"
            aria-label={onboardingTexts.back}
            className="-ml-2 shrink-0"
            onClick={() => dispatch({ type: 'back' })}
          >
            <ArrowLeft aria-hidden="true" />
          </Button>
        }
      />
      {groups.map(({ frequency, tasks }) => {
        const headingId = `tasks-${frequency}`;
        return (
          <section key={frequency} aria-labelledby={headingId} className="grid gap-3">
            <h2 id={headingId} className="text-xs font-semibold tracking-widest text-muted-foreground">
              {taskFrequencyLabels[frequency].toUpperCase()}
            </h2>
            <ul className="grid gap-2">
              {tasks.map((task, index) => {
                // Titles hold spaces and punctuation; a custom task is appended, so earlier indexes stay put.
                const id = `task-${frequency}-${index}`;
                return (
                  <li key={task.title}>
                    <label
                      htmlFor={id}
                      className={cn(
                        'flex cursor-pointer items-center gap-3 rounded-xl border bg-card px-3 py-3 text-sm transition-colors duration-150',
                        task.chosen ? 'border-accent' : 'border-border hover:bg-muted',
                      )}
                    >
                      <Checkbox
                        id={id}
                        checked={task.chosen}
                        onCheckedChange={() => dispatch({ type: 'toggleTask', area, title: task.title })}
                      />
                      <span className="grid min-w-0 flex-1 gap-0.5">
                        <span className="font-medium break-words">{task.title}</span>
                        {task.linkUrl && (
                          <span className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
                            <Link2 className="size-3.5 shrink-0" aria-hidden="true" />
                            <span className="truncate">{task.linkUrl}</span>
                          </span>
                        )}
                      </span>
                      {task.custom && (
                        <span className="shrink-0 rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
                          Custom
                        </span>
                      )}
                    </label>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
      <CustomTaskDialog
        area={area}
        areaHasTitle={(title) => areaHasTaskTitled(state, area, title)}
        onAdd={(task) => {
          dispatch({ type: 'addCustomTask', area, task });
          notify.success(onboardingTexts.customTaskAdded);
        }}
      />
      <StepActions>
        <Button size="lg" className="sm:ml-auto" onClick={() => dispatch({ type: 'next' })}>
          {onboardingTexts.taskSelectionSave}
        </Button>
      </StepActions>
    </section>
  );
}

function CompleteStep({
  headingRef,
  state,
  dispatch,
  saving,
  onSave,
}: StepProps & { state: WizardState; saving: boolean; onSave: () => void }) {
  return (
    <Card className="grid gap-6 p-6 sm:p-10">
      <div className="grid justify-items-center gap-4 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-accent-soft text-accent-soft-foreground">
          <PartyPopper className="size-7" aria-hidden="true" />
        </span>
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
              <span className="text-muted-foreground">{tasksChosenText(chosenTaskCount(state, area))}</span>
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
