// French catalogue: the header's Demos menu (spec 2.1: the template's demo routes, named in a demo
// menu). Loaded on every page, since the header is; the names are kept short.
import type { demos as en } from '../en/demos.ts';
import type { Translation } from '../translation.ts';

export const demos: Translation<typeof en> = {
  demos: {
    menu: 'Démos',
    label: 'Pages de démonstration',
    groups: {
      home: "Pages d'accueil",
      listings: 'Présentations des annonces',
      property: 'Pages de propriété',
      pages: 'Autres pages',
    },
    links: {
      home2: 'Accueil 2 : grande photo',
      home3: 'Accueil 3 : bannière partagée',
      home4: 'Accueil 4 : grande carte',
      home5: 'Accueil 5 : grande vidéo',
      home6: 'Accueil 6 : carrousel de photos',
      home7: 'Accueil 7 : maisons à vendre',
      home8: 'Accueil 8 : logements à louer',
      home9: 'Accueil 9 : carte et recherche',
      home10: 'Accueil 10 : vidéo et onglets',
      home11: 'Accueil 11 : carrousel et liste',
      gridWithSidebar: 'Grille avec barre latérale',
      gridWithMap: 'Grille avec carte',
      grid: 'Grille',
      classical: 'Classique',
      listFull: 'Liste pleine largeur',
      listWithSidebar: 'Liste avec barre latérale',
      map: 'Recherche sur carte',
      singleProperty2: "Propriété : galerie d'abord",
      singleProperty3: "Propriété : carte d'abord",
      singleProperty4: 'Propriété : pleine largeur',
      video: 'Vidéo de la propriété',
      blog: 'Blogue',
      blogDetail: 'Article de blogue',
      component: 'Guide de style',
      pricing: 'Tarifs',
      faq: 'FAQ',
      agents: 'Agents',
      agencies: 'Agences',
      agencyPage: "Page d'agence",
    },
  },
};
