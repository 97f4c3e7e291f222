/** The onboarding wizard (exact texts of the specification). */
export const onboardingTexts = {
  welcomeEyebrow: 'THE LONG WAIT IS OVER',
  welcomeMessage: "Welcome to the product. Let's build your dashboard.",
  letsDoThis: "Let's do this",
  stepOne: 'STEP ONE',
  stepTwo: 'STEP TWO',
  areaSelectionHeading: 'Which parts of your business do you want to run from here?',
  taskAreaHeading: 'Pick the routines for each area.',
  continue: 'Continue',
  save: 'Save',
  taskSelectionSave: 'SAVE',
  back: 'Back',
  addCustomTask: 'Add Custom Task',
  customTaskAdded: 'Custom task added!',
  complete: 'Your dashboard is ready.',
  logInToSave: 'Please log in to save your preferences',
  saveFailed: 'Failed to save your preferences. Please try again.',
  /** The spec's '{N} tasks added successfully!', with the singular for one. */
  tasksAdded: (count: number) => `${count} ${count === 1 ? 'task' : 'tasks'} added successfully!`,
  noTasksSelected: 'No tasks selected during onboarding',
  /** Running /welcome again without choosing anything new. */
  dashboardUpToDate: 'Nothing new to add: your dashboard is up to date.',
  /** Running /welcome again and choosing new areas but no new tasks. */
  areasAdded: (areas: readonly string[]) =>
    `${new Intl.ListFormat('en', { type: 'conjunction' }).format(areas)} added to your dashboard.`,
  /** A routine or area the dashboard already has, shown ticked and fixed in the wizard. */
  onDashboard: 'On your dashboard',
} as const;
