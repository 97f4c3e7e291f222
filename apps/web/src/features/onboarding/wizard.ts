import {
  onboardingTexts,
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

/** A routine already on the dashboard (GET /api/tasks). */
export interface DashboardTask {
  title: string;
  category: TaskCategory;
  frequency: TaskFrequency;
  linkUrl: string | null;
  custom: boolean;
}

/**
 * What the user's dashboard holds when the wizard opens: nothing for a new user, the cards and routines for one
 * who runs /welcome again. The wizard shows them ticked and only adds to them; removing is done on the dashboard.
 */
export interface CurrentDashboard {
  areas: readonly TaskCategory[];
  tasks: readonly DashboardTask[];
}

export const emptyDashboard: CurrentDashboard = { areas: [], tasks: [] };

export interface WizardState {
  step: WizardStep;
  dashboard: CurrentDashboard;
  /** Chosen areas, always in the order of `taskCategories` (the order their cards get); the dashboard's included. */
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

/** One row of TASK_SELECTION. A row already on the dashboard is ticked for good. */
export interface AreaTask {
  title: string;
  frequency: TaskFrequency;
  linkUrl: string | null;
  custom: boolean;
  chosen: boolean;
  onDashboard: boolean;
}

/** The first step, with the dashboard's areas already chosen. */
export function startWizard(dashboard: CurrentDashboard): WizardState {
  return {
    step: 'WELCOME',
    dashboard,
    areas: inCategoryOrder(dashboard.areas),
    openArea: null,
    chosenTitles: {},
    customTasks: {},
  };
}

export const initialWizardState: WizardState = startWizard(emptyDashboard);

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

/** Whether a dashboard area is chosen for good: the wizard adds to the dashboard and never removes from it. */
export function isAreaOnDashboard(state: WizardState, area: TaskCategory): boolean {
  return state.dashboard.areas.includes(area);
}

/**
 * Every task of an area in display order, grouped by frequency: the suggestions, then the dashboard's other
 * routines, then the custom tasks added here. A suggestion the card already has (same title and frequency) shows
 * as the dashboard's routine; one whose title the card has under another frequency is left out, as saving it
 * would be skipped.
 */
export function areaTasks(state: WizardState, area: TaskCategory): AreaTask[] {
  const chosen = state.chosenTitles[area] ?? [];
  const custom = state.customTasks[area] ?? [];
  const onCard = state.dashboard.tasks.filter((task) => task.category === area);
  return taskFrequencies.flatMap((frequency) => {
    const current = onCard.filter((task) => task.frequency === frequency);
    const suggested = predefinedTasks[area][frequency];
    const isSuggested = (task: DashboardTask) => suggested.some((title) => sameTitle(title, task.title));
    const suggestions = suggested.flatMap((title): AreaTask[] => {
      const existing = current.filter((task) => sameTitle(task.title, title));
      if (existing.length > 0) return existing.map(asDashboardRow);
      if (onCard.some((task) => sameTitle(task.title, title))) return [];
      return [{ title, frequency, linkUrl: null, custom: false, chosen: chosen.includes(title), onDashboard: false }];
    });
    return [
      ...suggestions,
      ...current.filter((task) => !isSuggested(task)).map(asDashboardRow),
      ...custom
        .filter((task) => task.frequency === frequency)
        .map((task) => ({ ...task, custom: true, chosen: chosen.includes(task.title), onDashboard: false })),
    ];
  });
}

const asDashboardRow = ({ title, frequency, linkUrl, custom }: DashboardTask): AreaTask => ({
  title,
  frequency,
  linkUrl,
  custom,
  chosen: true,
  onDashboard: true,
});

/** The area's tasks under DAILY, WEEKLY, MONTHLY and YEARLY; a frequency without tasks is left out. */
export function tasksByFrequency(tasks: readonly AreaTask[]): { frequency: TaskFrequency; tasks: AreaTask[] }[] {
  return taskFrequencies
    .map((frequency) => ({ frequency, tasks: tasks.filter((task) => task.frequency === frequency) }))
    .filter((group) => group.tasks.length > 0);
}

/** Spec: "A custom task is ignored if the area already has a task with the same title" (case and spaces aside). */
export function areaHasTaskTitled(state: WizardState, area: TaskCategory, title: string): boolean {
  return areaTasks(state, area).some((task) => sameTitle(task.title, title));
}

/** How many tasks an area has ticked, the dashboard's included; an area with any is highlighted on TASK_AREA. */
export function chosenTaskCount(state: WizardState, area: TaskCategory): number {
  return areaTasks(state, area).filter((task) => task.chosen).length;
}

/** What an area's card and the summary say of its tasks. */
export function tasksChosenText(count: number): string {
  return count === 0 ? 'No tasks yet' : `${count} ${count === 1 ? 'task' : 'tasks'} chosen`;
}

/** The same, for an area that may already have routines on the dashboard: those and the new ones apart. */
export function areaSummaryText(state: WizardState, area: TaskCategory): string {
  const tasks = areaTasks(state, area);
  const current = tasks.filter((task) => task.onDashboard).length;
  const added = tasks.filter((task) => task.chosen && !task.onDashboard).length;
  if (current === 0) return tasksChosenText(added);
  return `${current} on your dashboard${added > 0 ? `, ${added} new` : ''}`;
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
      if (isAreaOnDashboard(state, action.area)) return state;
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
      const task = areaTasks(state, action.area).find(
        (candidate) => candidate.title === action.title && !candidate.onDashboard,
      );
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

/**
 * POST /api/onboarding: the chosen areas and their newly ticked tasks (the dashboard's are there already); tasks
 * of an area unticked since are left out.
 */
export function buildOnboardingRequest(state: WizardState): OnboardingRequest {
  return {
    categories: inCategoryOrder(state.areas),
    tasks: inCategoryOrder(state.areas).flatMap((category) =>
      areaTasks(state, category)
        .filter((task) => task.chosen && !task.onDashboard)
        .map(({ title, frequency, linkUrl }) => ({ title, category, frequency, linkUrl })),
    ),
  };
}

/** The toast after saving: how many tasks were added, and never "0 tasks added". */
export function savedMessage(
  dashboard: CurrentDashboard,
  request: OnboardingRequest,
  tasksAdded: number,
): { tone: 'success' | 'info'; text: string } {
  if (tasksAdded > 0) return { tone: 'success', text: onboardingTexts.tasksAdded(tasksAdded) };
  const firstRun = dashboard.areas.length === 0 && dashboard.tasks.length === 0;
  if (firstRun && request.tasks.length === 0) return { tone: 'info', text: onboardingTexts.noTasksSelected };
  const newAreas = request.categories.filter((category) => !dashboard.areas.includes(category));
  return {
    tone: 'info',
    text: newAreas.length > 0 ? onboardingTexts.areasAdded(newAreas) : onboardingTexts.dashboardUpToDate,
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
 * the first step, over the dashboard as it is now. Saved data is untrusted: it is replayed through the reducer's
 * own rules, so anything malformed or out of date (a task the dashboard has since got) is dropped rather than shown.
 */
export function restoreWizardState(saved: unknown, dashboard: CurrentDashboard = emptyDashboard): WizardState {
  const start = startWizard(dashboard);
  if (!isRecord(saved) || !wizardSteps.some((step) => step === saved.step)) return start;
  const savedCustom = isRecord(saved.customTasks) ? saved.customTasks : {};
  const savedChosen = isRecord(saved.chosenTitles) ? saved.chosenTitles : {};

  let state = start;
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
          .filter((task) => !task.onDashboard && ticked.includes(task.title))
          .map((task) => task.title),
      ];
    }),
  );
  const areas = inCategoryOrder([...dashboard.areas, ...listOf(saved.areas).filter(isCategory)]);
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
