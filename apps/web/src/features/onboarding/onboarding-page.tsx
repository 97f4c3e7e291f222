import { LoadFailed } from '@/components/ui/load-failed';
import { PageLoading } from '@/components/ui/page-loading';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDashboardTasks } from './api';
import { AreaSelectionStep } from './steps/area-selection-step';
import { CompleteStep } from './steps/complete-step';
import { StepProgress } from './steps/step-layout';
import { TaskAreaStep } from './steps/task-area-step';
import { TaskSelectionStep } from './steps/task-selection-step';
import { WelcomeStep } from './steps/welcome-step';
import { useOnboardingWizard } from './use-onboarding-wizard';
import type { CurrentDashboard } from './wizard';

/** /welcome: the five-step onboarding wizard that builds the user's categories and tasks. */
export default function OnboardingPage() {
  useDocumentTitle('Build your dashboard');
  const { data: profile } = useSession();
  // The list needs the profile, which the session creates for a new user.
  const dashboardTasks = useDashboardTasks({ enabled: Boolean(profile) });
  // The guard renders this page only for a signed-in user; the wizard's saved progress belongs to that user. Once
  // read, the list stays: a later refetch that fails does not take the wizard away.
  if (!profile || !dashboardTasks.data) {
    if (!dashboardTasks.isError) return <PageLoading />;
    return (
      <div className="mx-auto w-full max-w-3xl py-8 sm:py-12">
        <LoadFailed
          title="Your dashboard could not be loaded."
          retrying={dashboardTasks.isFetching}
          onRetry={() => void dashboardTasks.refetch()}
        />
      </div>
    );
  }
  // A user who has been here before starts from their dashboard: its areas and routines show ticked.
  const dashboard = { areas: profile.taskCategories, tasks: dashboardTasks.data };
  return <Wizard key={profile.id} storageKey={`shutterdesk:onboarding:${profile.id}`} dashboard={dashboard} />;
}

function Wizard({ storageKey, dashboard }: { storageKey: string; dashboard: CurrentDashboard }) {
  const wizard = useOnboardingWizard(storageKey, dashboard);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 py-8 sm:py-12">
      {wizard.state.step !== 'WELCOME' && <StepProgress step={wizard.state.step} />}
      <CurrentStep wizard={wizard} />
    </div>
  );
}

function CurrentStep({ wizard }: { wizard: ReturnType<typeof useOnboardingWizard> }) {
  const { state, dispatch, headingRef, saving, saveChoices } = wizard;
  const step = { headingRef, dispatch };
  switch (state.step) {
    case 'WELCOME':
      return <WelcomeStep {...step} />;
    case 'AREA_SELECTION':
      return <AreaSelectionStep {...step} state={state} />;
    case 'TASK_AREA':
      return <TaskAreaStep {...step} state={state} />;
    case 'TASK_SELECTION':
      return state.openArea && <TaskSelectionStep {...step} state={state} area={state.openArea} />;
    case 'COMPLETE':
      return <CompleteStep {...step} state={state} saving={saving} onSave={saveChoices} />;
  }
}
