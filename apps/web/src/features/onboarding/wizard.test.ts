import { predefinedTasks } from '@shutterdesk/core';
import { describe, expect, it } from 'vitest';
import {
  areaHasTaskTitled,
  areaTasks,
  buildOnboardingRequest,
  chosenTaskCount,
  initialWizardState,
  restoreWizardState,
  tasksByFrequency,
  tasksChosenText,
  wizardReducer,
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
      { title: 'Plan a photo walk', frequency: 'monthly', linkUrl: 'example.com/walks', custom: true, chosen: true },
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
          { title: 'Yearly taxes', frequency: 'yearly' },
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
