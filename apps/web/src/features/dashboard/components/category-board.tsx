import { rectSortingStrategy } from '@dnd-kit/sortable';
import { categoryDisplayName, categoryLinkKeys, type Profile, type TaskCategory } from '@shutterdesk/core';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useReorderCategories } from '../api/task-categories';
import { useTasks } from '../api/tasks';
import { ReorderableList } from '../drag-and-drop';
import { tasksOfCategory, type TaskFilter } from '../task-filters';
import { moveId } from '../task-lists';
import { CategoryCard } from './category-card';
import { LoadFailed } from '@/components/ui/load-failed';
import { useDrawnOneByOne } from '@/lib/use-drawn-in-background';

/** The category cards in the profile's order; dragging a card's grip puts the cards in a new order. */
export function CategoryBoard({ profile, filter }: { profile: Profile; filter: TaskFilter }) {
  const tasks = useTasks();
  const reorderCategories = useReorderCategories();
  const categories = profile.taskCategories;
  const nameOf = (category: TaskCategory) => categoryDisplayName(category, profile.categoryNames);
  const names = new Map<string, string>(categories.map((category) => [category, nameOf(category)]));

  // The cards are the heaviest part of the page, drawn one at a time in the places their skeletons hold; nothing
  // sits below the board to move when they come.
  const drawn = useDrawnOneByOne(tasks.isSuccess ? categories.length : 0);

  if (tasks.isPending || (tasks.isSuccess && drawn === 0)) return <CategoryBoardSkeleton count={categories.length} />;
  if (tasks.isError) {
    return (
      <LoadFailed
        title="Your tasks could not be loaded."
        onRetry={() => void tasks.refetch()}
        retrying={tasks.isFetching}
      />
    );
  }
  return (
    <ReorderableList
      ids={categories}
      noun="category"
      titleOf={(id) => names.get(String(id)) ?? String(id)}
      strategy={rectSortingStrategy}
      onMove={(activeId, overId) => reorderCategories.mutate({ categories: moveId(categories, activeId, overId) })}
    >
      <div className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-3">
        {categories.map((category, index) =>
          index < drawn ? (
            <CategoryCard
              key={category}
              category={category}
              name={nameOf(category)}
              tasks={tasksOfCategory(tasks.data, category)}
              filter={filter}
              linkUrl={profile.links[categoryLinkKeys[category]]}
              onlyCard={categories.length === 1}
            />
          ) : (
            <CategoryCardSkeleton key={category} />
          ),
        )}
      </div>
    </ReorderableList>
  );
}

function CategoryBoardSkeleton({ count }: { count: number }) {
  return (
    <div role="status" className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-3">
      <span className="sr-only">Loading tasks</span>
      {Array.from({ length: count }, (_, index) => (
        <CategoryCardSkeleton key={index} />
      ))}
    </div>
  );
}

function CategoryCardSkeleton() {
  return (
    <Card aria-hidden="true" className="grid gap-3 p-4">
      <Skeleton className="h-6 w-1/2" />
      <Skeleton className="h-9" />
      <Skeleton className="h-9" />
      <Skeleton className="h-9" />
    </Card>
  );
}
