// English catalogue: sign-in and sign-out. Spec wording (2.7, 8) is kept verbatim.
export const auth = {
  auth: {
    modalTitle: 'Login',
    modalLoading: 'Loading the login form',
    // Spec 2.2's controls; those with nothing behind them yet say why (login-form.tsx).
    savePassword: 'Save Password',
    savePasswordHint: 'Keep me signed in on this device for 30 days.',
    forgotPassword: 'Forgot Password',
    forgotReason: 'Password reset is coming soon — call us at <tel>{{phone}}</tel>.',
    or: 'or',
    facebook: 'Facebook',
    google: 'Google',
    socialReason: 'Sign-in with Facebook or Google is not available yet.',
    noAccount: 'No account yet?',
    createAccount: 'Create Account',
    createAccountReason: 'Accounts for visitors are coming soon.',
    loginTitle: 'Login — {{site}}',
    loginHeading: 'Login',
    loginIntro: 'Sign in to moderate properties and read enquiries.',
    email: 'Email',
    password: 'Password',
    loginButton: 'Login',
    loggingIn: 'Logging in...',
    errors: {
      invalid: 'Invalid email or password.',
      unexpected: 'An unexpected error occurred. Please try again.',
      // Followed by when to try again (retry.*), from the block's Retry-After.
      throttled: 'Too many failed sign-in attempts.',
    },
    logoutTitle: 'Logout — {{site}}',
    logoutHeading: 'Logout',
    logoutText: 'You are signed in as {{email}}. Sign out of this browser?',
    logoutButton: 'Logout',
    forbiddenTitle: 'Not allowed',
    forbiddenText: 'Your account cannot open this page.',
  },
} as const;
