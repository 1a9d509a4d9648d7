/** Sign-in failures as the API reports them (the page uses the same words from the catalogue). */
export const LOGIN_ERRORS = {
  // Spec 8: the same message for an unknown user and a wrong password.
  invalid: 'Invalid email or password.',
  unexpected: 'An unexpected error occurred. Please try again.',
  throttled: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  unverified:
    'Please verify your e-mail address first: open the link we sent you when you created the account.',
} as const;
