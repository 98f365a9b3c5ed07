import { PASSWORD_MESSAGES } from '@shared/domain/password';

/**
 * Every text the auth pages show, in one place. The quoted strings of the specification are
 * used exactly as written there; the rest fills gaps the spec leaves open.
 */
export const AUTH_MESSAGES = {
  // Validation
  fillAllFields: 'Please fill in all fields',
  enterEmail: 'Please enter your email',
  enterPassword: 'Please enter your password',
  enterEmailAddress: 'Please enter your email address',
  invalidEmail: 'Please enter a valid email address',
  passwordsDoNotMatch: PASSWORD_MESSAGES.doNotMatch,

  // Sign-in and sign-up
  invalidCredentials: 'Invalid email or password. Please try again.',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  welcome: 'Welcome back!',
  welcomeFirst: 'Welcome!',
  accountCreated: 'Account created successfully! Please check your email to verify your account.',
  failedToCreateAccount: 'Failed to create account.',
  emailNotVerified: 'Email not verified. Please check your email for the verification link.',
  verificationSent: 'Verification email sent. Please check your email.',
  emailVerified: 'Email verified. Please sign in.',
  emailVerifiedSignedIn: 'Email verified. You are signed in.',

  // Magic link
  magicLinkSent: 'Magic link sent! Please check your email.',
  emailNotFound: 'Email not found. Please try a different email or contact us for access.',
  signedIn: 'Successfully signed in!',
  authFailed: 'Authentication failed. Please try again.',

  // Passwords
  resetInstructionsSent: 'Password reset instructions sent',
  resetSessionExpired: 'Password reset session expired. Please request a new reset link.',
  passwordUpdatedSignIn: 'Password updated successfully! Please log in with your new password.',
  passwordUpdated: 'Password updated',
  failedToUpdatePassword: 'Failed to update password. Please try again.',

  // Invites
  invalidInvite: 'Invalid or expired invitation link.',
  inviteError: 'An error occurred while processing your invitation.',
  signedInSetUpPassword: 'Successfully signed in! Please set up your password.',
} as const;
