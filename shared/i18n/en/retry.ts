// English catalogue: when a refused request may be tried again (shared/domain/retry-after.ts). It
// follows a form's failure message: the enquiry forms' 'Error!' dialogs and the login form's.
export const retry = {
  retry: {
    moment: 'You can try again in a moment.',
    seconds_one: 'You can try again in {{count}} second.',
    seconds_other: 'You can try again in {{count}} seconds.',
    minutes_one: 'You can try again in {{count}} minute.',
    minutes_other: 'You can try again in {{count}} minutes.',
    aboutHours_one: 'You can try again in about {{count}} hour.',
    aboutHours_other: 'You can try again in about {{count}} hours.',
  },
} as const;
