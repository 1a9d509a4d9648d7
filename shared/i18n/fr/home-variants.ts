// French catalogue: the home page variants /home-2 … /home-11 (issue 16). Canadian French, in the
// words of docs/glossary-fr.md. The words every home search shares (Rent, Buy, Location, Search) are
// the home page's own, in home.ts.
import type { homeVariants as en } from '../en/home-variants.ts';
import type { Translation } from '../translation.ts';

export const homeVariants: Translation<typeof en> = {
  homeVariants: {
    metaTitle: '{{title}} — {{site}}',
    search: {
      label: 'Recherche de propriétés',
      cardTitle: 'Trouver une propriété',
      cardText: 'Cherchez parmi toutes les annonces vérifiées par ville, type et taille.',
      rentCount_one: '{{count}} logement à louer',
      rentCount_other: '{{count}} logements à louer',
      saleCount_one: '{{count}} propriété à vendre',
      saleCount_other: '{{count}} propriétés à vendre',
      bedsOption: '{{count}}+',
      // Under Rent and Buy on the tabbed search: how many of each are listed now.
      tabCount_one: '{{count}} annonce',
      tabCount_other: '{{count}} annonces',
    },
    hero: {
      // The real counts, from the same query as the listing.
      stats: 'En ce moment : {{rent}} et {{sale}}, chaque annonce vérifiée par notre équipe.',
      pictured: 'Sur la photo : {{name}}',
      slidesLabel: 'Photos de nos propriétés les plus récentes',
      mapLabel: 'Carte : {{address}}',
      mapCaption: 'Notre annonce la plus récente sur la carte : {{name}}',
      mapSearch: 'Rechercher sur la carte',
      videoCaption: 'Visite vidéo : {{name}}',
      viewProperty: 'Voir {{name}}',
    },
    featured: {
      rent: 'Logements à louer',
      sale: 'Propriétés à vendre',
      any: 'Propriétés récentes',
      rentText:
        'Les logements à louer les plus récents du Grand Moncton, avec la date de disponibilité de chacun.',
      saleText: 'Maisons et condos à vendre, du plus récent au plus ancien.',
      anyText: 'Nos logements à louer et propriétés à vendre, du plus récent au plus ancien.',
      carouselLabel: 'Propriétés les plus récentes',
      browseAll_one: 'Voir la propriété',
      browseAll_other: 'Voir les {{count}} propriétés',
    },
    services: {
      heading: 'Ce que nous faisons pour les propriétaires',
      text: 'La gestion immobilière à Moncton, Dieppe et Riverview, de la première visite au relevé de fin d’année.',
      more: 'Services et forfaits',
    },
    agents: {
      heading: 'Rencontrez nos agents',
      more: 'Tous les agents',
    },
    callToAction: {
      contact: 'Parlez-nous',
    },
    variants: {
      home2: {
        title: 'Votre prochain logement dans le Grand Moncton commence ici',
        lead: 'Des logements à louer vérifiés à Moncton, Dieppe, Riverview et Shediac, gérés par une équipe locale.',
      },
      home3: {
        title: 'Logements à louer et propriétés à vendre, vérifiés par des gens d’ici',
        lead: 'Chaque annonce est vérifiée avant d’être publiée : l’endroit que vous visitez est bien celui que vous avez vu.',
      },
      home4: {
        title: 'Trouvez un logement dans le quartier qui vous plaît',
        lead: 'Voyez où se trouve notre annonce la plus récente, puis cherchez par ville parmi tous nos logements à louer et propriétés à vendre.',
      },
      home5: {
        title: 'Visitez en vidéo avant de réserver une visite',
        lead: 'Regardez la visite guidée de l’une de nos propriétés, puis parcourez le reste de nos annonces vérifiées.',
      },
      home6: {
        title: 'Les propriétés du Grand Moncton, une photo à la fois',
        lead: 'Parcourez nos annonces les plus récentes, puis affinez la recherche selon la ville, le type et la taille qu’il vous faut.',
      },
      home7: {
        title: 'Propriétés à vendre dans le Grand Moncton',
        lead: 'Maisons, condos et duplex à vendre à Moncton, Dieppe et Riverview, vérifiés par notre équipe.',
      },
      home8: {
        title: 'Des logements où emménager bientôt',
        lead: 'Appartements et maisons à louer dans le Grand Moncton, chacun avec sa date de disponibilité.',
      },
      home9: {
        title: 'Cherchez par ville ou partez de la carte',
        lead: 'Dites-nous où et quoi vous cherchez, ou voyez notre annonce la plus récente sur la carte.',
      },
      home10: {
        title: 'Voyez d’abord, puis venez visiter',
        lead: 'La visite vidéo de l’un de nos logements à louer, et toutes nos annonces vérifiées, à louer ou à vendre, à portée d’une seule recherche.',
      },
      home11: {
        title: 'Toutes nos nouvelles annonces au même endroit',
        lead: 'Logements à louer et propriétés à vendre dans le Grand Moncton, du plus récent au plus ancien, chacun vérifié par notre équipe.',
      },
    },
  },
};
