/** What sign-up, sign-in, the password screens and the profile say (exact texts of the specification). */
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
