import { onboardingTexts, predefinedTasks } from '@shutterdesk/core';
import { describe, expect, it } from 'vitest';
import {
  areaHasTaskTitled,
  areaSummaryText,
  areaTasks,
  buildOnboardingRequest,
  chosenTaskCount,
  initialWizardState,
  restoreWizardState,
  savedMessage,
  startWizard,
  tasksByFrequency,
  tasksChosenText,
  wizardReducer,
  type CurrentDashboard,
  type WizardAction,
  type WizardState,
} from './wizard';

const run = (...actions: WizardAction[]): WizardState => actions.reduce(wizardReducer, initialWizardState);

/** A user on TASK_AREA with CRM and Personal chosen. */
const onTaskArea = (): WizardState =>
  run(
    { type: 'next' },
    { type: 'toggleArea', area: 'Personal' },
    { type: 'toggleArea', area: 'CRM' },
    { type: 'next' },
  );

describe('[ONBOARDING] steps', () => {
  it('goes WELCOME, AREA_SELECTION, TASK_AREA, TASK_SELECTION and back to TASK_AREA, then COMPLETE', () => {
    let state = wizardReducer(initialWizardState, { type: 'next' });
    expect(state.step).toBe('AREA_SELECTION');
    state = wizardReducer(state, { type: 'toggleArea', area: 'CRM' });
    state = wizardReducer(state, { type: 'next' });
    expect(state.step).toBe('TASK_AREA');
    state = wizardReducer(state, { type: 'openArea', area: 'CRM' });
    expect(state).toMatchObject({ step: 'TASK_SELECTION', openArea: 'CRM' });
    state = wizardReducer(state, { type: 'next' });
    expect(state).toMatchObject({ step: 'TASK_AREA', openArea: null });
    state = wizardReducer(state, { type: 'next' });
    expect(state.step).toBe('COMPLETE');
    expect(wizardReducer(state, { type: 'next' })).toBe(state);
  });

  it('does not leave AREA_SELECTION before an area is chosen', () => {
    const state = run({ type: 'next' });
    expect(wizardReducer(state, { type: 'next' })).toBe(state);
  });

  it('goes back from TASK_SELECTION and COMPLETE to TASK_AREA, and from TASK_AREA to AREA_SELECTION, keeping choices', () => {
    const chosen = wizardReducer(wizardReducer(onTaskArea(), { type: 'openArea', area: 'CRM' }), {
      type: 'toggleTask',
      area: 'CRM',
      title: 'Follow up with leads',
    });
    const backFromArea = wizardReducer(chosen, { type: 'back' });
    expect(backFromArea).toMatchObject({ step: 'TASK_AREA', openArea: null });
    expect(wizardReducer(wizardReducer(backFromArea, { type: 'next' }), { type: 'back' }).step).toBe('TASK_AREA');

    const backToAreas = wizardReducer(backFromArea, { type: 'back' });
    expect(backToAreas.step).toBe('AREA_SELECTION');
    expect(backToAreas.areas).toEqual(['CRM', 'Personal']);
    expect(chosenTaskCount(backToAreas, 'CRM')).toBe(1);
  });

  it('opens only a chosen area, and only from TASK_AREA', () => {
    const state = onTaskArea();
    expect(wizardReducer(state, { type: 'openArea', area: 'Finance' })).toBe(state);
    const onAreas = run({ type: 'next' }, { type: 'toggleArea', area: 'CRM' });
    expect(wizardReducer(onAreas, { type: 'openArea', area: 'CRM' })).toBe(onAreas);
  });
});

describe('[ONBOARDING] areas', () => {
  it('toggles an area on and off and keeps the chosen ones in category order', () => {
    const state = onTaskArea();
    expect(state.areas).toEqual(['CRM', 'Personal']);
    expect(wizardReducer(state, { type: 'toggleArea', area: 'CRM' }).areas).toEqual(['Personal']);
  });
});

describe('[ONBOARDING] tasks', () => {
  it('lists the suggestions of an area under their frequency, leaving out a frequency without tasks', () => {
    const groups = tasksByFrequency(areaTasks(initialWizardState, 'Personal'));
    expect(groups.map((group) => group.frequency)).toEqual(['daily', 'weekly']);
    expect(groups[0]?.tasks.map((task) => task.title)).toEqual(predefinedTasks.Personal.daily);
    expect(tasksByFrequency(areaTasks(initialWizardState, 'Newsletter')).map((group) => group.frequency)).toEqual([
      'monthly',
    ]);
  });

  it('toggles a task of an area on and off, and highlights the area while it has tasks', () => {
    const toggle: WizardAction = { type: 'toggleTask', area: 'CRM', title: 'Respond to new leads' };
    const once = wizardReducer(onTaskArea(), toggle);
    expect(areaTasks(once, 'CRM').find((task) => task.title === 'Respond to new leads')?.chosen).toBe(true);
    expect(chosenTaskCount(once, 'CRM')).toBe(1);
    expect(chosenTaskCount(once, 'Personal')).toBe(0);
    expect(chosenTaskCount(wizardReducer(once, toggle), 'CRM')).toBe(0);
  });

  it('ignores a title the area does not list', () => {
    const state = onTaskArea();
    expect(wizardReducer(state, { type: 'toggleTask', area: 'CRM', title: 'Journal' })).toBe(state);
  });
});

describe('[ONBOARDING] custom tasks', () => {
  it('adds a trimmed custom task, ticked, in its frequency group after the suggestions', () => {
    const state = wizardReducer(onTaskArea(), {
      type: 'addCustomTask',
      area: 'Personal',
      task: { title: '  Plan a photo walk ', frequency: 'monthly', linkUrl: ' example.com/walks ' },
    });
    const groups = tasksByFrequency(areaTasks(state, 'Personal'));
    expect(groups.map((group) => group.frequency)).toEqual(['daily', 'weekly', 'monthly']);
    expect(groups[2]?.tasks).toEqual([
      {
        title: 'Plan a photo walk',
        frequency: 'monthly',
        linkUrl: 'example.com/walks',
        custom: true,
        chosen: true,
        onDashboard: false,
      },
    ]);
    expect(chosenTaskCount(state, 'Personal')).toBe(1);
  });

  it('saves a blank link as none', () => {
    const state = wizardReducer(onTaskArea(), {
      type: 'addCustomTask',
      area: 'CRM',
      task: { title: 'Call back', frequency: 'daily', linkUrl: '   ' },
    });
    expect(areaTasks(state, 'CRM').find((task) => task.custom)?.linkUrl).toBeNull();
  });

  it('ignores a blank title', () => {
    const state = onTaskArea();
    const action: WizardAction = {
      type: 'addCustomTask',
      area: 'CRM',
      task: { title: '  ', frequency: 'daily', linkUrl: '' },
    };
    expect(wizardReducer(state, action)).toBe(state);
  });

  it.each([
    ['a suggestion of the area', 'follow up with LEADS'],
    ['a custom task added before', ' call back '],
  ])('ignores a title that matches %s, whatever its case', (_what, title) => {
    const state = wizardReducer(onTaskArea(), {
      type: 'addCustomTask',
      area: 'CRM',
      task: { title: 'Call back', frequency: 'weekly', linkUrl: '' },
    });
    expect(areaHasTaskTitled(state, 'CRM', title)).toBe(true);
    expect(
      wizardReducer(state, { type: 'addCustomTask', area: 'CRM', task: { title, frequency: 'daily', linkUrl: '' } }),
    ).toBe(state);
  });

  it('allows the same title in another area', () => {
    const state = wizardReducer(onTaskArea(), {
      type: 'addCustomTask',
      area: 'Personal',
      task: { title: 'Follow up with leads', frequency: 'daily', linkUrl: '' },
    });
    expect(chosenTaskCount(state, 'Personal')).toBe(1);
  });

  it('keeps an unticked custom task listed so it can be ticked again', () => {
    const added = wizardReducer(onTaskArea(), {
      type: 'addCustomTask',
      area: 'CRM',
      task: { title: 'Call back', frequency: 'daily', linkUrl: '' },
    });
    const unticked = wizardReducer(added, { type: 'toggleTask', area: 'CRM', title: 'Call back' });
    expect(areaTasks(unticked, 'CRM').find((task) => task.title === 'Call back')).toMatchObject({
      custom: true,
      chosen: false,
    });
  });
});

describe('[ONBOARDING] the save request', () => {
  it('sends the chosen areas and every ticked task with its category, lower-case frequency and link', () => {
    const state = run(
      { type: 'next' },
      { type: 'toggleArea', area: 'Personal' },
      { type: 'toggleArea', area: 'CRM' },
      { type: 'next' },
      { type: 'toggleTask', area: 'Personal', title: 'Move your body' },
      { type: 'toggleTask', area: 'CRM', title: 'Audit client workflow emails' },
      { type: 'toggleTask', area: 'CRM', title: 'Follow up with leads' },
      { type: 'toggleTask', area: 'CRM', title: 'Respond to new leads' },
      { type: 'toggleTask', area: 'CRM', title: 'Follow up with leads' },
      {
        type: 'addCustomTask',
        area: 'CRM',
        task: { title: 'Check inbox', frequency: 'daily', linkUrl: 'mail.example.com' },
      },
    );
    expect(buildOnboardingRequest(state)).toEqual({
      categories: ['CRM', 'Personal'],
      tasks: [
        { title: 'Respond to new leads', category: 'CRM', frequency: 'daily', linkUrl: null },
        { title: 'Check inbox', category: 'CRM', frequency: 'daily', linkUrl: 'mail.example.com' },
        { title: 'Audit client workflow emails', category: 'CRM', frequency: 'monthly', linkUrl: null },
        { title: 'Move your body', category: 'Personal', frequency: 'weekly', linkUrl: null },
      ],
    });
  });

  it('sends no tasks when none were ticked', () => {
    expect(buildOnboardingRequest(onTaskArea())).toEqual({ categories: ['CRM', 'Personal'], tasks: [] });
  });

  it('leaves out the tasks of an area unticked after its tasks were picked, and restores them when ticked again', () => {
    const picked = wizardReducer(onTaskArea(), { type: 'toggleTask', area: 'Personal', title: 'Journal' });
    const unticked = wizardReducer(wizardReducer(picked, { type: 'back' }), { type: 'toggleArea', area: 'Personal' });
    expect(buildOnboardingRequest(unticked)).toEqual({ categories: ['CRM'], tasks: [] });
    const tickedAgain = wizardReducer(unticked, { type: 'toggleArea', area: 'Personal' });
    expect(buildOnboardingRequest(tickedAgain).tasks).toEqual([
      { title: 'Journal', category: 'Personal', frequency: 'daily', linkUrl: null },
    ]);
  });
});

describe('[ONBOARDING] restoring saved progress', () => {
  it('gives back the same wizard from its stored copy', () => {
    const state = run(
      { type: 'next' },
      { type: 'toggleArea', area: 'CRM' },
      { type: 'toggleArea', area: 'Website' },
      { type: 'next' },
      { type: 'toggleTask', area: 'CRM', title: 'Follow up with leads' },
      {
        type: 'addCustomTask',
        area: 'Website',
        task: { title: 'Fix links', frequency: 'weekly', linkUrl: 'site.test' },
      },
      { type: 'addCustomTask', area: 'Website', task: { title: 'Refresh hero', frequency: 'monthly', linkUrl: '' } },
      { type: 'toggleTask', area: 'Website', title: 'Refresh hero' },
      { type: 'next' },
    );
    const restored = restoreWizardState(JSON.parse(JSON.stringify(state)));
    expect(restored.step).toBe('COMPLETE');
    expect(buildOnboardingRequest(restored)).toEqual(buildOnboardingRequest(state));
    expect(areaTasks(restored, 'Website')).toEqual(areaTasks(state, 'Website'));
  });

  it.each([null, 'COMPLETE', 42, [], { step: 'NOWHERE' }])('starts over from the welcome step for %j', (saved) => {
    expect(restoreWizardState(saved)).toEqual(initialWizardState);
  });

  it('drops unknown areas, frequencies and titles, and a step the choices no longer allow', () => {
    const restored = restoreWizardState({
      step: 'TASK_SELECTION',
      areas: ['CRM', 'Weddings', 7],
      openArea: 'Weddings',
      chosenTitles: { CRM: ['Follow up with leads', 'Made up'], Weddings: ['Anything'] },
      customTasks: {
        CRM: [
          { title: 'Hourly stretch', frequency: 'hourly' },
          { title: 3, frequency: 'daily' },
        ],
      },
    });
    expect(restored.step).toBe('TASK_AREA');
    expect(restored.openArea).toBeNull();
    expect(buildOnboardingRequest(restored)).toEqual({
      categories: ['CRM'],
      tasks: [{ title: 'Follow up with leads', category: 'CRM', frequency: 'daily', linkUrl: null }],
    });
  });

  it('goes back to area selection when no saved area is left', () => {
    expect(restoreWizardState({ step: 'COMPLETE', areas: ['Weddings'] }).step).toBe('AREA_SELECTION');
  });
});

describe('[ONBOARDING] how many tasks an area has', () => {
  it('says none, one or how many are chosen', () => {
    expect([0, 1, 4].map(tasksChosenText)).toEqual(['No tasks yet', '1 task chosen', '4 tasks chosen']);
  });
});

/** A photographer who finished the wizard before: CRM and Personal cards, two suggestions and two of their own. */
const dashboard: CurrentDashboard = {
  areas: ['Personal', 'CRM'],
  tasks: [
    { title: 'Follow up with leads', category: 'CRM', frequency: 'daily', linkUrl: null, custom: false },
    { title: 'Call the lab', category: 'CRM', frequency: 'weekly', linkUrl: 'lab.example.com', custom: true },
    { title: 'Renew insurance', category: 'Personal', frequency: 'yearly', linkUrl: null, custom: true },
    // Moved to weekly on the dashboard: the daily suggestion of the same title is not offered again.
    { title: 'journal', category: 'Personal', frequency: 'weekly', linkUrl: null, custom: false },
  ],
};
const rerun = (...actions: WizardAction[]) => actions.reduce(wizardReducer, startWizard(dashboard));
const rowsOf = (state: WizardState, area: 'CRM' | 'Personal') =>
  areaTasks(state, area).map(({ title, frequency, chosen, onDashboard }) => [title, frequency, chosen, onDashboard]);

describe('[ONBOARDING] running the wizard again', () => {
  it('starts with the dashboard’s areas chosen, and they cannot be unticked here', () => {
    const state = rerun({ type: 'next' });
    expect(state.areas).toEqual(['CRM', 'Personal']);
    expect(wizardReducer(state, { type: 'toggleArea', area: 'CRM' })).toBe(state);
    expect(wizardReducer(state, { type: 'toggleArea', area: 'Website' }).areas).toEqual(['CRM', 'Website', 'Personal']);
  });

  it('shows the dashboard’s routines ticked: suggestions in place, its own after them, by frequency', () => {
    const state = rerun({ type: 'next' }, { type: 'next' });
    expect(rowsOf(state, 'CRM')).toEqual([
      ['Follow up with leads', 'daily', true, true],
      ['Respond to new leads', 'daily', false, false],
      ['Complete client workflow tasks', 'daily', false, false],
      ['Review upcoming week and needs', 'weekly', false, false],
      ['Call the lab', 'weekly', true, true],
      ['Follow up with past clients (milestone, first birthday)', 'monthly', false, false],
      ['Audit client workflow emails', 'monthly', false, false],
    ]);
    expect(rowsOf(state, 'Personal')).toEqual([
      ['Read 10 pages', 'daily', false, false],
      ['Self-care activity', 'weekly', false, false],
      ['Move your body', 'weekly', false, false],
      ['journal', 'weekly', true, true],
      ['Renew insurance', 'yearly', true, true],
    ]);
    expect(tasksByFrequency(areaTasks(state, 'Personal')).map((group) => group.frequency)).toEqual([
      'daily',
      'weekly',
      'yearly',
    ]);
  });

  it('keeps a dashboard routine ticked and refuses a custom task of the same title', () => {
    const state = rerun({ type: 'next' }, { type: 'next' });
    expect(wizardReducer(state, { type: 'toggleTask', area: 'CRM', title: 'Follow up with leads' })).toBe(state);
    const duplicate: WizardAction = {
      type: 'addCustomTask',
      area: 'Personal',
      task: { title: 'JOURNAL', frequency: 'daily', linkUrl: '' },
    };
    expect(wizardReducer(state, duplicate)).toBe(state);
  });

  it('sends only what is new, and says per area what is there and what is added', () => {
    const untouched = rerun({ type: 'next' }, { type: 'next' });
    expect(buildOnboardingRequest(untouched)).toEqual({ categories: ['CRM', 'Personal'], tasks: [] });
    expect(areaSummaryText(untouched, 'CRM')).toBe('2 on your dashboard');
    expect(chosenTaskCount(untouched, 'CRM')).toBe(2);

    const added = wizardReducer(untouched, { type: 'toggleTask', area: 'CRM', title: 'Respond to new leads' });
    expect(buildOnboardingRequest(added).tasks).toEqual([
      { title: 'Respond to new leads', category: 'CRM', frequency: 'daily', linkUrl: null },
    ]);
    expect(areaSummaryText(added, 'CRM')).toBe('2 on your dashboard, 1 new');
    expect(areaSummaryText(startWizard(dashboard), 'Website')).toBe('No tasks yet');
  });

  it('restores saved progress over the dashboard as it is now, dropping what it has since got', () => {
    const saved = JSON.parse(
      JSON.stringify(
        run(
          { type: 'next' },
          { type: 'toggleArea', area: 'CRM' },
          { type: 'toggleArea', area: 'Website' },
          { type: 'next' },
          { type: 'toggleTask', area: 'CRM', title: 'Follow up with leads' },
          { type: 'toggleTask', area: 'CRM', title: 'Respond to new leads' },
          { type: 'addCustomTask', area: 'CRM', task: { title: 'Call the lab', frequency: 'daily', linkUrl: '' } },
        ),
      ),
    ) as unknown;
    const restored = restoreWizardState(saved, dashboard);
    expect(restored.areas).toEqual(['CRM', 'Website', 'Personal']);
    expect(buildOnboardingRequest(restored)).toEqual({
      categories: ['CRM', 'Website', 'Personal'],
      tasks: [{ title: 'Respond to new leads', category: 'CRM', frequency: 'daily', linkUrl: null }],
    });
  });
});

describe('[ONBOARDING] the toast after saving', () => {
  const firstRun: CurrentDashboard = { areas: [], tasks: [] };
  const request = (categories: CurrentDashboard['areas'], taskCount: number) => ({
    categories: [...categories],
    tasks: Array.from({ length: taskCount }, (_, index) => ({
      title: `Task ${index}`,
      category: categories[0]!,
      frequency: 'daily' as const,
    })),
  });

  it('counts the tasks added', () => {
    expect(savedMessage(firstRun, request(['CRM'], 3), 3)).toEqual({
      tone: 'success',
      text: '3 tasks added successfully!',
    });
    expect(savedMessage(dashboard, request(['CRM'], 1), 1).text).toBe('1 task added successfully!');
  });

  it('says no tasks were selected on a first run without tasks', () => {
    expect(savedMessage(firstRun, request(['CRM'], 0), 0)).toEqual({
      tone: 'info',
      text: onboardingTexts.noTasksSelected,
    });
  });

  it('never says 0 tasks were added: a second run without changes finds the dashboard up to date', () => {
    expect(savedMessage(dashboard, request(['CRM', 'Personal'], 0), 0)).toEqual({
      tone: 'info',
      text: 'Nothing new to add: your dashboard is up to date.',
    });
    // Tasks the server skipped because the card had got them meanwhile (another tab).
    expect(savedMessage(dashboard, request(['CRM'], 2), 0).text).toBe(onboardingTexts.dashboardUpToDate);
  });

  it('names the areas a second run added without tasks', () => {
    expect(savedMessage(dashboard, request(['CRM', 'Personal', 'Website'], 0), 0).text).toBe(
      'Website added to your dashboard.',
    );
  });
});
