// French catalogue: the shared carousel's controls (app/components/carousel.tsx). Mirrors
// ../en/carousel.ts key for key.
import type { carousel as en } from '../en/carousel.ts';
import type { Translation } from '../translation.ts';

export const carousel: Translation<typeof en> = {
  carousel: {
    roleDescription: 'carrousel',
    slideRoleDescription: 'diapositive',
    slideLabel: 'Diapositive {{index}} sur {{count}}',
    previous: 'Diapositive précédente',
    next: 'Diapositive suivante',
    pause: 'Pause',
    play: 'Lecture',
    goTo: 'Aller à la diapositive {{index}}',
    slidePicker: 'Choisir une diapositive',
  },
};
