/**
 * UI texts quoted by the specification. They are exact: screens and tests import them from here rather
 * than retyping them, so a typo cannot drift between the two.
 */
export const authTexts = {
  loginSuccess: 'Logged in successfully',
  loginInvalid: 'Invalid email or password',
  loginFailed: 'Login failed. Please try again.',
  registerSuccess: 'Registration successful, Please check your email to verify your account first.',
  registerRejected: 'Registration failed',
  registerFailed: 'Registration failed. Please try again.',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordUpdateFailed: 'Failed to update password',
  passwordUpdated: 'Password updated successfully',
  emailUpdateFailed: 'Failed to update email',
  emailUpdated: 'Email updated successfully',
  resetEmailFailed: 'Failed to send reset email',
  resetEmailSent: 'Reset email sent successfully',
  loggedOut: 'Logged out successfully',
  logoutFailed: 'Error signing out',
  verificationLinkInvalid: 'This verification link is not valid.',
  verificationLinkExpired: 'This verification link has expired.',
  verificationLinkUsed: 'This verification link was already used.',
  verificationLinkUsedHint: 'Your e-mail is verified: log in below.',
  verificationLinkReplaced: 'This verification link was replaced by a newer one.',
  verificationLinkReplacedHint:
    'This address was registered again after the link was sent. Use the link in the newest e-mail, or send yourself a new one.',
  verificationNeeded: 'Your e-mail is not verified yet.',
  verificationResendHint: 'Send yourself a new link: it works once, for one hour.',
  resendVerification: 'Resend verification e-mail',
  verificationResent: 'If this address has an account still waiting for verification, a new link is on its way.',
  verificationResendFailed: 'Could not send the e-mail. Please try again.',
  /** /update-password, reached from the verification link of an address signed up for with several passwords. */
  contestedSignUp:
    'This address was signed up for more than once, perhaps by someone else. Choose your password to finish.',
} as const;

/**
 * The `reason` a verification link brings to /update-password (with a reset token) when its address was signed up
 * for with more than one password before it was verified: the one in force may be a stranger's, so the follower
 * chooses their own before anyone is signed in (the server's auth/verification-links.ts).
 */
export const contestedSignUpReason = 'CONTESTED_SIGN_UP';

export const profileTexts = {
  updateFailed: 'Failed to update profile',
  updated: 'Profile updated successfully',
  unexpectedError: 'An unexpected error occurred',
} as const;

export const guardTexts = {
  loading: 'Loading...',
  bannedTitle: 'Account banned',
  bannedMessage: (supportEmail: string) =>
    `Your account has been suspended. If you believe this is an error, contact support: ${supportEmail}`,
} as const;

/** The installed app's own states (docs/decisions/0017-installable-app.md). */
export const appStateTexts = {
  offline: 'You are offline',
  offlineHint:
    'Shutterdesk can’t reach the internet. What is on screen stays; saving and loading wait for a connection.',
  updateAvailable: 'A new version of Shutterdesk is available.',
  updateReload: 'Reload',
} as const;

export const notFoundTexts = {
  title: 'Page Not Found',
  returnToDashboard: 'Return to Dashboard',
} as const;

export const waitlistTexts = {
  pageTitle: 'Join the Waitlist',
  headline: 'Built for Photographers.',
  tagline: 'Clients, leads and the routines that grow your business, in one calm dashboard.',
  trialOffer: 'Join now and get a 7-day free trial when we open the doors.',
  joined: "You're on the list! We'll be in touch soon.",
  alreadyJoined: "You're already on the list. We'll be in touch soon.",
} as const;

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

export const dashboardTexts = {
  welcome: (name: string) => `Welcome back, ${name}`,
  /** What a blank card name is refused with, by the server and by the card's name field alike. */
  categoryNameRequired: 'Please enter a name for the card.',
  needsCategory: 'You need at least one category to use the dashboard. Please complete onboarding.',
  priorityTasks: 'Priority Tasks',
  additionalTasks: 'Additional Tasks',
  addCategory: '+ Add Category',
  adding: 'Adding...',
  /** The spec's '+n points earned!', with the singular for one point. */
  pointsEarned: (points: number) => `+${points} ${points === 1 ? 'point' : 'points'} earned!`,
  filters: { all: 'All', daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly', yearly: 'Yearly', done: 'Done' },
} as const;

export const taskTexts = {
  addFailed: 'Failed to add task',
  deleteFailed: 'Failed to delete task',
  deleted: 'Task deleted successfully',
  updateFailed: 'Failed to update task',
  completeFailed: 'Failed to complete task',
  uncompleteFailed: 'Failed to uncomplete task',
  orderFailed: 'Failed to update task order',
} as const;

/** The celebration toasts: one is picked at random when every task of a list is done. */
export const motivationalMessages = [
  'Every task done! Your future clients will feel this.',
  'That is a full set. Your business just got stronger.',
  'All done! Consistency is what turns photographers into brands.',
  'Clean sweep! Go grab a coffee, you earned it.',
  'List cleared. Small routines, big results.',
  'Done and dusted! That is how a pro runs a studio.',
  'Everything ticked off. Your calendar thanks you.',
  'Nailed it! Momentum looks good on you.',
  'All tasks complete. You are building something real.',
  'That list did not stand a chance.',
  'Finished! Showing up is half the job, and you did it all.',
  'Another list conquered. Keep the shutter clicking!',
  'Perfect exposure: every task done.',
  'You are in focus today. Everything is done!',
  'Full frame of finished tasks. Beautiful work.',
  'All clear! Your clients are lucky to have you.',
  'Routine complete. This is how bookings grow.',
  'You did the boring parts too. That is the secret.',
  'Everything done! Time to create something you love.',
  'Checklist crushed. Future you is grateful.',
  'Done! One more step toward a fully booked calendar.',
  'That is a wrap on this list!',
  'All tasks complete. Progress over perfection, and you got both.',
  'Look at you go! Every single task done.',
  'Business mode: mastered. Every task is checked.',
  'You turned a to-do list into a done list.',
  'Sharp work! Nothing left on this list.',
  'All done. Your consistency is your competitive edge.',
  'List complete! Celebrate the small wins.',
  'Every box ticked. Now go make some magic.',
] as const;

/** 'Please fill in the required field: X.' or 'Please fill in the required fields: A, B.'; null when none is missing. */
export function requiredFieldsMessage(missingLabels: readonly string[]): string | null {
  if (missingLabels.length === 0) return null;
  const noun = missingLabels.length === 1 ? 'field' : 'fields';
  return `Please fill in the required ${noun}: ${missingLabels.join(', ')}.`;
}
