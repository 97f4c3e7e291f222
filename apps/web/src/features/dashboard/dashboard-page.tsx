import { dashboardTexts, type Profile } from '@shutterdesk/core';
import { Trophy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { PageLoading } from '@/components/ui/page-loading';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AddCategoryDialog } from './components/add-category-dialog';
import { CategoryBoard } from './components/category-board';
import { MessagesToday } from './components/messages-today';
import { PriorityTasksCard } from './components/priority-tasks-card';
import { TaskFilterBar } from './components/task-filter-bar';
import type { TaskFilter } from './task-filters';
import { useTaskJump } from './use-task-jump';

export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { data: profile } = useSession();
  // The route guard renders this page only for a signed-in user, so the profile is there.
  if (!profile) return <PageLoading />;
  if (profile.taskCategories.length === 0) return <NeedsCategory />;
  return <Dashboard profile={profile} />;
}

/** Spec: without a category the dashboard says so (a toast, which outlives this page) and sends the user to onboarding. */
function NeedsCategory() {
  const navigate = useNavigate();
  useEffect(() => {
    notify.error(dashboardTexts.needsCategory);
    void navigate('/welcome', { replace: true });
  }, [navigate]);
  return <PageLoading />;
}

function Dashboard({ profile }: { profile: Profile }) {
  const [filter, setFilter] = useState<TaskFilter>('all');
  useTaskJump(() => setFilter('all'));

  return (
    <div className="grid w-full gap-6 py-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="min-w-0 text-2xl font-semibold tracking-tight text-balance wrap-anywhere sm:text-3xl">
          {dashboardTexts.welcome(profile.name)}
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          <MessagesToday />
          <PointsBadge points={profile.points} />
        </div>
      </div>

      <PriorityTasksCard />

      <section aria-labelledby="routines-heading" className="grid gap-4">
        <h2 id="routines-heading" className="text-lg font-semibold tracking-tight">
          Your routines
        </h2>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TaskFilterBar value={filter} onChange={setFilter} />
          <AddCategoryDialog chosen={profile.taskCategories} />
        </div>
        <CategoryBoard profile={profile} filter={filter} />
      </section>
    </div>
  );
}

function PointsBadge({ points }: { points: number }) {
  return (
    <Badge tone="accent" className="px-3 py-1 text-sm">
      <Trophy aria-hidden="true" />
      {points === 1 ? '1 point' : `${points} points`}
    </Badge>
  );
}
