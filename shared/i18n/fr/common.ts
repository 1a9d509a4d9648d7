// French catalogue: common. Canadian French, in the words of docs/glossary-fr.md.
import type { common as en } from '../en/common.ts';
import type { Translation } from '../translation.ts';

export const common: Translation<typeof en> = {
  meta: {
    siteDescription:
      'Maisons et appartements à louer et à vendre à Moncton, Dieppe, Riverview et Shediac, au Nouveau-Brunswick.',
    homeTitle: '{{site}} — Logements à louer et propriétés à vendre dans le Grand Moncton',
    listingsTitle: 'Propriétés à louer et à vendre — {{site}}',
    listingsDescription:
      'Parcourez les logements à louer et les propriétés à vendre vérifiés du Grand Moncton. Filtrez par ville, type, nombre de chambres et prix.',
    propertyTitle: '{{name}} — {{site}}',
    noPropertyTitle: 'Aucune propriété affichée pour le moment — {{site}}',
    notFoundTitle: 'Page introuvable — {{site}}',
    errorTitle: 'Une erreur s’est produite — {{site}}',
  },
  nav: {
    label: 'Principal',
    home: 'Accueil',
    about: 'À propos',
    services: 'Services',
    packages: 'Nos forfaits',
    awaitingReview_one: 'soumission en attente de vérification',
    awaitingReview_other: 'soumissions en attente de vérification',
    listings: 'Annonces',
    contact: 'Nous joindre',
    login: 'Connexion',
    logout: 'Déconnexion',
    admin: 'Administration',
    account: 'Mon compte',
    submitProperty: 'Soumettre une propriété',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    skipToContent: 'Passer au contenu principal',
    homeLink: '{{site}}, accueil',
    /** The language switcher (issue 29): the other language's name, in that language. */
    otherLanguage: 'English',
    /** Its abbreviation, where the bar is short of room (app.css). */
    otherLanguageShort: 'EN',
  },
  footer: {
    about: 'À propos',
    privacy: 'Politique de confidentialité',
    contact: 'Nous joindre',
    phone: 'Téléphone',
    email: 'Courriel',
    address: 'Adresse',
    followUs: 'Suivez-nous',
    copyright: '© {{year}} {{site}}. Tous droits réservés.',
    agentBannerTitle: 'Vous voulez devenir agent immobilier?',
    agentBannerText:
      'Joignez-vous à notre équipe et aidez les familles du Grand Moncton à trouver leur prochain logement.',
    agentBannerButton: 'Créer un compte',
    quickLinks: 'Liens rapides',
    scrollToTop: 'Retour en haut',
    social: {
      facebook: 'Facebook',
      youtube: 'YouTube',
      instagram: 'Instagram',
      whatsapp: 'WhatsApp',
    },
  },
  dialog: {
    close: 'Fermer',
    ok: 'OK',
  },
  errors: {
    notFoundTitle: 'Page introuvable',
    notFoundText: 'La page que vous cherchez n’existe pas ou n’est plus disponible.',
    backToHome: 'Retour à l’accueil',
    errorTitle: 'Une erreur s’est produite',
    errorText: 'Nous n’avons pas pu charger cette page. Veuillez réessayer dans un instant.',
    tryAgain: 'Réessayer',
    forbiddenTitle: 'Accès refusé',
    forbiddenText: 'Vous n’avez pas accès à cette page.',
    badRequestTitle: 'Nous n’avons pas pu lire ces données',
    unreadableText:
      'Les données envoyées sont illisibles. Veuillez revenir en arrière et remplir le formulaire de nouveau.',
    tooLargeText:
      'Les données envoyées sont trop volumineuses. Veuillez revenir en arrière et en envoyer moins.',
    unsupportedText:
      'Cette page n’accepte que son propre formulaire. Veuillez revenir en arrière et utiliser le formulaire de la page.',
    reference: 'Référence : {{id}}',
    unavailableTitle: 'De retour dans un instant',
    unavailableText:
      'Nos annonces sont momentanément inaccessibles. Veuillez réessayer dans quelques secondes; si vous envoyiez un formulaire, revenez en arrière : ce que vous avez tapé s’y trouve encore.',
  },
};
