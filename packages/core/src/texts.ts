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
} as const;

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
