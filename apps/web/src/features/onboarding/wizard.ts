import {
  predefinedTasks,
  taskCategories,
  taskFrequencies,
  type OnboardingRequest,
  type TaskCategory,
  type TaskFrequency,
} from '@shutterdesk/core';

/**
 * The onboarding wizard as a pure reducer: which step shows, which areas
 * are chosen and which tasks each area has. The screen only renders this state and dispatches actions.
 */
export type WizardStep = 'WELCOME' | 'AREA_SELECTION' | 'TASK_AREA' | 'TASK_SELECTION' | 'COMPLETE';

/** A task the user typed in the 'Add Custom Task' dialog (spec: "Custom task input: title, frequency, optional URL"). */
export interface CustomTaskInput {
  title: string;
  frequency: TaskFrequency;
  linkUrl: string;
}

export interface CustomTask {
  title: string;
  frequency: TaskFrequency;
  linkUrl: string | null;
}

export interface WizardState {
  step: WizardStep;
  /** Chosen areas, always in the order of `taskCategories` (the order their cards get). */
  areas: TaskCategory[];
  /** The area TASK_SELECTION shows. */
  openArea: TaskCategory | null;
  /** Titles of the ticked tasks per area. Kept when an area is unticked, so ticking it again restores them. */
  chosenTitles: Partial<Record<TaskCategory, string[]>>;
  /** Custom tasks added per area; they stay listed (ticked or not) beside the suggestions. */
  customTasks: Partial<Record<TaskCategory, CustomTask[]>>;
}

export type WizardAction =
  /** The forward button of the current step; from COMPLETE saving is the screen's job, not a step. */
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'toggleArea'; area: TaskCategory }
  | { type: 'openArea'; area: TaskCategory }
  | { type: 'toggleTask'; area: TaskCategory; title: string }
  | { type: 'addCustomTask'; area: TaskCategory; task: CustomTaskInput };

/** One row of TASK_SELECTION. */
export interface AreaTask {
  title: string;
  frequency: TaskFrequency;
  linkUrl: string | null;
  custom: boolean;
  chosen: boolean;
}

export const initialWizardState: WizardState = {
  step: 'WELCOME',
  areas: [],
  openArea: null,
  chosenTitles: {},
  customTasks: {},
};

const previousStep: Record<WizardStep, WizardStep> = {
  WELCOME: 'WELCOME',
  AREA_SELECTION: 'WELCOME',
  TASK_AREA: 'AREA_SELECTION',
  TASK_SELECTION: 'TASK_AREA',
  COMPLETE: 'TASK_AREA',
};

const sameTitle = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function inCategoryOrder(areas: readonly TaskCategory[]): TaskCategory[] {
  return taskCategories.filter((category) => areas.includes(category));
}

/** Every task of an area in display order: suggestions first, then custom tasks, grouped by frequency. */
export function areaTasks(state: WizardState, area: TaskCategory): AreaTask[] {
  const chosen = state.chosenTitles[area] ?? [];
  const custom = state.customTasks[area] ?? [];
  return taskFrequencies
    .flatMap((frequency) => [
      ...predefinedTasks[area][frequency].map((title) => ({ title, frequency, linkUrl: null, custom: false })),
      ...custom.filter((task) => task.frequency === frequency).map((task) => ({ ...task, custom: true })),
    ])
    .map((task) => ({ ...task, chosen: chosen.includes(task.title) }));
}

/** The area's tasks under DAILY, WEEKLY and MONTHLY; a frequency without tasks is left out. */
export function tasksByFrequency(tasks: readonly AreaTask[]): { frequency: TaskFrequency; tasks: AreaTask[] }[] {
  return taskFrequencies
    .map((frequency) => ({ frequency, tasks: tasks.filter((task) => task.frequency === frequency) }))
    .filter((group) => group.tasks.length > 0);
}

/** Spec: "A custom task is ignored if the area already has a task with the same title" (case and spaces aside). */
export function areaHasTaskTitled(state: WizardState, area: TaskCategory, title: string): boolean {
  return areaTasks(state, area).some((task) => sameTitle(task.title, title));
}

/** How many tasks an area has ticked; an area with any is highlighted on TASK_AREA. */
export function chosenTaskCount(state: WizardState, area: TaskCategory): number {
  return areaTasks(state, area).filter((task) => task.chosen).length;
}

/** What an area's card and the summary say of its tasks. */
export function tasksChosenText(count: number): string {
  return count === 0 ? 'No tasks yet' : `${count} ${count === 1 ? 'task' : 'tasks'} chosen`;
}

/** Where the current step's forward button leads. */
function forward(state: WizardState): WizardState {
  switch (state.step) {
    case 'WELCOME':
      return { ...state, step: 'AREA_SELECTION' };
    case 'AREA_SELECTION':
      return state.areas.length > 0 ? { ...state, step: 'TASK_AREA' } : state;
    case 'TASK_AREA':
      return { ...state, step: 'COMPLETE' };
    case 'TASK_SELECTION':
      return { ...state, step: 'TASK_AREA', openArea: null };
    case 'COMPLETE':
      return state;
  }
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'next':
      return forward(state);
    case 'back':
      return { ...state, step: previousStep[state.step], openArea: null };
    case 'toggleArea': {
      const areas = state.areas.includes(action.area)
        ? state.areas.filter((area) => area !== action.area)
        : inCategoryOrder([...state.areas, action.area]);
      return { ...state, areas };
    }
    case 'openArea':
      return state.step === 'TASK_AREA' && state.areas.includes(action.area)
        ? { ...state, step: 'TASK_SELECTION', openArea: action.area }
        : state;
    case 'toggleTask': {
      const task = areaTasks(state, action.area).find((candidate) => candidate.title === action.title);
      if (!task) return state;
      const chosen = state.chosenTitles[action.area] ?? [];
      return {
        ...state,
        chosenTitles: {
          ...state.chosenTitles,
          [action.area]: task.chosen ? chosen.filter((title) => title !== task.title) : [...chosen, task.title],
        },
      };
    }
    case 'addCustomTask': {
      const title = action.task.title.trim();
      if (title === '' || areaHasTaskTitled(state, action.area, title)) return state;
      const task: CustomTask = {
        title,
        frequency: action.task.frequency,
        linkUrl: action.task.linkUrl.trim() || null,
      };
      return {
        ...state,
        customTasks: { ...state.customTasks, [action.area]: [...(state.customTasks[action.area] ?? []), task] },
        chosenTitles: { ...state.chosenTitles, [action.area]: [...(state.chosenTitles[action.area] ?? []), title] },
      };
    }
  }
}

/** POST /api/onboarding: the chosen areas and their ticked tasks; tasks of an area unticked since are left out. */
export function buildOnboardingRequest(state: WizardState): OnboardingRequest {
  return {
    categories: inCategoryOrder(state.areas),
    tasks: inCategoryOrder(state.areas).flatMap((category) =>
      areaTasks(state, category)
        .filter((task) => task.chosen)
        .map(({ title, frequency, linkUrl }) => ({ title, category, frequency, linkUrl })),
    ),
  };
}

const wizardSteps: readonly WizardStep[] = ['WELCOME', 'AREA_SELECTION', 'TASK_AREA', 'TASK_SELECTION', 'COMPLETE'];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const isCategory = (value: unknown): value is TaskCategory => taskCategories.some((category) => category === value);
const isFrequency = (value: unknown): value is TaskFrequency =>
  taskFrequencies.some((frequency) => frequency === value);

/**
 * The wizard as it was saved in the tab's storage (a reload, or logging in again after the session ended), or
 * the first step. Saved data is untrusted: it is replayed through the reducer's own rules, so anything malformed
 * or out of date is dropped rather than shown.
 */
export function restoreWizardState(saved: unknown): WizardState {
  if (!isRecord(saved) || !wizardSteps.some((step) => step === saved.step)) return initialWizardState;
  const savedCustom = isRecord(saved.customTasks) ? saved.customTasks : {};
  const savedChosen = isRecord(saved.chosenTitles) ? saved.chosenTitles : {};

  let state = initialWizardState;
  for (const area of taskCategories) {
    for (const task of listOf(savedCustom[area])) {
      if (!isRecord(task) || typeof task.title !== 'string' || !isFrequency(task.frequency)) continue;
      const linkUrl = typeof task.linkUrl === 'string' ? task.linkUrl : '';
      state = wizardReducer(state, {
        type: 'addCustomTask',
        area,
        task: { title: task.title, frequency: task.frequency, linkUrl },
      });
    }
  }
  // Adding a custom task ticks it; the ticks are then set to exactly the saved ones.
  const chosenTitles = Object.fromEntries(
    taskCategories.map((area) => {
      const ticked = listOf(savedChosen[area]);
      return [
        area,
        areaTasks(state, area)
          .filter((task) => ticked.includes(task.title))
          .map((task) => task.title),
      ];
    }),
  );
  const areas = inCategoryOrder(listOf(saved.areas).filter(isCategory));
  const openArea = isCategory(saved.openArea) && areas.includes(saved.openArea) ? saved.openArea : null;
  const savedStep = saved.step as WizardStep;
  // A step that no longer fits the restored choices falls back to the one before it.
  const step: WizardStep =
    areas.length === 0 && savedStep !== 'WELCOME'
      ? 'AREA_SELECTION'
      : savedStep === 'TASK_SELECTION' && !openArea
        ? 'TASK_AREA'
        : savedStep;
  return { ...state, step, areas, openArea: step === 'TASK_SELECTION' ? openArea : null, chosenTitles };
}
