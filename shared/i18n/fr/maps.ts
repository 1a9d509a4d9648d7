// French catalogue: maps and video. Mirrors ../en/maps.ts key for key.
import type { maps as en } from '../en/maps.ts';
import type { Translation } from '../translation.ts';

export const maps: Translation<typeof en> = {
  maps: {
    openInOsm: 'Ouvrir dans OpenStreetMap',
    unavailable:
      "La carte ne peut pas être chargée pour le moment. L'adresse ci-dessus suffit pour trouver l'endroit.",
  },
  video: {
    play: 'Lire la vidéo : {{name}}',
    frameTitle: 'Vidéo de {{name}}',
    external: 'Regarder sur le site de la vidéo',
  },
};
