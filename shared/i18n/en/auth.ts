// English catalogue: sign-in and sign-out. Spec wording (2.7, 8) is kept verbatim.
export const auth = {
  auth: {
    modalTitle: 'Login',
    modalLoading: 'Loading the login form',
    forgotPassword: 'Forgot Password',
    forgotSubject: 'Password reset',
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
      throttled: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
    },
    logoutTitle: 'Logout — {{site}}',
    logoutHeading: 'Logout',
    logoutText: 'You are signed in as {{email}}. Sign out of this browser?',
    logoutButton: 'Logout',
    forbiddenTitle: 'Not allowed',
    forbiddenText: 'Your account cannot open this page.',
  },
} as const;
