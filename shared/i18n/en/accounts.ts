// English catalogue: creating an account, verifying its e-mail, resetting and changing a password
// (issue 17), and the e-mails that carry their links. Registered only by those pages
// (app/i18n/catalogues/accounts.ts); the server's e-mails and the shared schemas read it directly.
export const accounts = {
  accounts: {
    fields: {
      fullName: 'Full Name',
      email: 'Email',
      username: 'Username',
      usernameHint: '3 to 30 letters, digits, dots, hyphens or underscores.',
      password: 'Password',
      newPassword: 'New Password',
      currentPassword: 'Current Password',
      confirmPassword: 'Confirm Password',
      passwordHint: 'At least 12 characters; any characters, spaces too. A phrase of a few words works well.',
      phone: 'Phone',
      signupAs: 'Signup As',
      roles: { customer: 'Customer', agent: 'Agent', agency: 'Agency' },
      terms: 'I agree to the <privacy>terms and privacy policy</privacy>.',
      showPassword: 'Show password',
    },
    strength: {
      label: 'Password strength',
      veryWeak: 'Very weak',
      weak: 'Weak',
      fair: 'Fair',
      strong: 'Strong',
      veryStrong: 'Very strong',
      loading: 'Checking…',
    },
    validation: {
      nameRequired: 'Full name is required.',
      emailRequired: 'Email is required.',
      emailInvalid: 'Please enter a valid email address.',
      usernameRequired: 'Username is required.',
      usernameInvalid:
        'Use 3 to 30 letters, digits, dots, hyphens or underscores, starting with a letter or a digit.',
      usernameTaken: 'This username is taken. Please choose another.',
      passwordRequired: 'Password is required.',
      passwordTooShort: 'Use at least 12 characters.',
      passwordTooLong: 'Use at most 128 characters.',
      passwordCommon:
        'This password is among the most commonly used ones, which attackers try first. Please choose another.',
      confirmRequired: 'Please type the new password again.',
      confirmMismatch: 'The two passwords differ.',
      currentRequired: 'Current password is required.',
      currentWrong: 'The current password is not correct.',
      phoneRequired: 'Phone number is required.',
      phoneInvalid: 'Please enter a valid phone number (at least 10 digits).',
      roleRequired: 'Please choose customer, agent or agency.',
      termsRequired: 'You must agree to the terms.',
      tooLong: 'Use at most {{max}} characters.',
      controlCharacters: 'Remove the control characters from this field.',
    },
    errors: {
      // Followed by when to try again (retry.*), from the limit's Retry-After.
      rateLimited: 'Too many requests from this address or for this e-mail address.',
      unexpected: 'An unexpected error occurred. Please try again.',
    },
    create: {
      metaTitle: 'Create Account — {{site}}',
      heading: 'Create Account',
      intro:
        'An account keeps your saved properties on every device and lists the properties you submit with its e-mail address.',
      submit: 'Create Account',
      submitting: 'Creating account...',
      haveAccount: 'Already have an account?',
      login: 'Login',
      sentHeading: 'Check your e-mail',
      sentText:
        'We sent a message to {{email}}. Open the link in it within 24 hours to verify your address and finish creating your account.',
      sentHelp:
        'Nothing arrived after a few minutes? Look in your spam folder, or <resend>send it again</resend>.',
    },
    verify: {
      metaTitle: 'Verify E-mail — {{site}}',
      heading: 'Verify your e-mail address',
      withToken: 'Press the button to verify your e-mail address and finish creating your account.',
      submit: 'Verify E-mail',
      invalid:
        'This verification link does not work any more: it was used already, it is older than 24 hours, or a newer sign-up with this address replaced it. You can ask for a new one below.',
      resendHeading: 'Send the verification e-mail again',
      resendIntro: 'Enter the e-mail address of your account and we will send a new link.',
      resendSubmit: 'Send the link',
      resendSent:
        'If {{email}} belongs to an account that is not verified yet, a new link is on its way. It works for 24 hours.',
    },
    forgot: {
      metaTitle: 'Forgot Password — {{site}}',
      heading: 'Forgot Password',
      intro: 'Enter the e-mail address of your account. We will send you a link to choose a new password.',
      submit: 'Send Reset Link',
      sent: 'If an account uses {{email}}, a link to choose a new password is on its way. It works for 1 hour.',
      back: 'Back to Login',
    },
    reset: {
      metaTitle: 'Reset Password — {{site}}',
      heading: 'Reset Password',
      intro: 'Choose a new password. Every device signed in to your account will be signed out.',
      submit: 'Reset Password',
      invalid: 'This reset link does not work any more: it was used already, or it is older than 1 hour.',
      again: 'Ask for a new link',
    },
    change: {
      metaTitle: 'Change Password — {{site}}',
      heading: 'Change Password',
      intro: 'Your other devices will be signed out; this one stays signed in.',
      submit: 'Change Password',
      done: 'Your password has been changed. Every other device was signed out.',
    },
  },
} as const;

/** The e-mails of the account flows (server/account/account-mail.ts); {{placeholders}} are filled there. */
export const accountEmails = {
  greeting: 'Hello {{name}},',
  greetingNoName: 'Hello,',
  signature: '— {{site}}',
  verify: {
    subject: 'Verify your e-mail address for {{site}}',
    intro:
      'Thank you for creating an account with {{site}}. Open this link within 24 hours to verify your e-mail address:',
    ignore: 'If you did not create this account, ignore this message: nothing happens without the link.',
    // A new sign-up with an address whose earlier sign-up was never verified (issue 27).
    replaces:
      'This address already had a sign-up waiting for verification. This link confirms the newest one, with the password chosen in it; any earlier link no longer works. If you did not just sign up, ignore this message.',
  },
  existing: {
    subject: 'Your {{site}} account',
    intro:
      'Someone, perhaps you, tried to create an account with this e-mail address, but you already have one with {{site}}.',
    login: 'Log in here:',
    forgot: 'Forgot your password? Choose a new one here:',
    ignore: 'If it was not you, ignore this message: nothing has changed.',
  },
  reset: {
    subject: 'Reset your {{site}} password',
    intro: 'Open this link within 1 hour to choose a new password for your account:',
    ignore: 'If you did not ask for this, ignore this message: your password stays as it is.',
  },
  // To the old address when someone asks to move the account to another one (issue 27).
  emailChanging: {
    subject: 'The e-mail address of your {{site}} account is changing',
    intro:
      'Someone signed in to your {{site}} account asked to use {{email}} as its e-mail address instead of this one. The change takes effect once that address confirms it.',
    ifYou: 'If that was you, there is nothing to do.',
    undo: 'If it was not you, open this link within 7 days: it cancels the change (or undoes it, if it was made already), keeps this address on the account and signs every device out.',
  },
  changeEmail: {
    subject: 'Confirm your new e-mail address for {{site}}',
    intro:
      'You asked to use this address for your {{site}} account. Open this link within 24 hours to confirm it:',
    ignore: 'If you did not ask for this, ignore this e-mail: your account keeps its current address.',
  },
  changed: {
    subject: 'Your {{site}} password was changed',
    intro:
      'The password of your account was changed just now, and every other device signed in to it was signed out.',
    notYou: 'If it was not you, choose a new password at once:',
  },
} as const;
