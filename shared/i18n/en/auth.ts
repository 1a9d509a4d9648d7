// English catalogue: sign-in and sign-out (every page: the login modal). Account pages: accounts.ts. Spec wording (2.7, 8) is kept verbatim.
export const auth = {
  auth: {
    /** The login form's field errors (shared/domain/auth-schemas.ts). */
    validation: {
      emailRequired: 'Email is required.',
      emailInvalid: 'Please enter a valid email address.',
      passwordRequired: 'Password is required.',
    },
    modalTitle: 'Login',
    modalLoading: 'Loading the login form',
    // Spec 2.2's controls; those with nothing behind them yet say why (login-form.tsx).
    savePassword: 'Save Password',
    savePasswordHint: 'Keep me signed in on this device for 30 days.',
    forgotPassword: 'Forgot Password',
    or: 'or',
    facebook: 'Facebook',
    google: 'Google',
    socialReason: 'Sign-in with Facebook or Google is not available yet.',
    noAccount: 'No account yet?',
    createAccount: 'Create Account',
    loginTitle: 'Login — {{site}}',
    loginHeading: 'Login',
    loginIntro: 'Sign in to your account.',
    // Shown on /login after a link of an account e-mail did its work (?done=...).
    done: {
      verified: 'Your e-mail address is verified. You can log in now.',
      reset: 'Your password has been changed. Log in with the new one.',
    },
    email: 'Email',
    password: 'Password',
    loginButton: 'Login',
    loggingIn: 'Logging in...',
    errors: {
      invalid: 'Invalid email or password.',
      unexpected: 'An unexpected error occurred. Please try again.',
      // Followed by when to try again (retry.*), from the block's Retry-After.
      throttled: 'Too many failed sign-in attempts.',
      // The password was right, but the account's e-mail address is not verified yet (ADR 038).
      unverified:
        'Please verify your e-mail address first: open the link we sent you when you created the account.',
    },
    resendVerification: 'Send the verification e-mail again',
    logoutTitle: 'Logout — {{site}}',
    logoutHeading: 'Logout',
    logoutText: 'You are signed in as {{email}}. Sign out of this browser?',
    logoutButton: 'Logout',
    forbiddenTitle: 'Not allowed',
    forbiddenText: 'Your account cannot open this page.',
  },
} as const;
