// French catalogue: when a refused request may be tried again (shared/domain/retry-after.ts). It
// follows a form's failure message: the enquiry forms' error dialogs and the login form's.
import type { retry as en } from '../en/retry.ts';
import type { Translation } from '../translation.ts';

export const retry: Translation<typeof en> = {
  retry: {
    moment: 'Vous pourrez réessayer dans un instant.',
    seconds_one: 'Vous pourrez réessayer dans {{count}} seconde.',
    seconds_other: 'Vous pourrez réessayer dans {{count}} secondes.',
    minutes_one: 'Vous pourrez réessayer dans {{count}} minute.',
    minutes_other: 'Vous pourrez réessayer dans {{count}} minutes.',
    aboutHours_one: 'Vous pourrez réessayer dans environ {{count}} heure.',
    aboutHours_other: 'Vous pourrez réessayer dans environ {{count}} heures.',
  },
};
