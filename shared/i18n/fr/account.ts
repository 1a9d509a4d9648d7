// French catalogue: the account area (issue 17; spec 2.12): the sidebar, the dashboard, the profile,
// bookmarks, the account's properties and the submit-property dashboard, and the e-mail that
// confirms a new address. Same keys as ../en/account.ts, typed against it.
import type { account as en } from '../en/account.ts';
import type { Translation } from '../translation.ts';

export const account: Translation<typeof en> = {
  account: {
    nav: {
      label: 'Compte',
      toggle: 'Menu du compte',
      dashboard: 'Tableau de bord',
      profile: 'Mon profil',
      bookmarks: 'Mes favoris',
      alerts: 'Mes alertes',
      properties: 'Mes propriétés',
      submit: 'Soumettre une propriété',
      changePassword: 'Changer le mot de passe',
      logout: 'Se déconnecter',
    },
    states: {
      review: 'En attente de vérification',
      public: 'Publiée',
      closed: 'Louée ou vendue',
      archived: 'Archivée',
    },
    dashboard: {
      metaTitle: 'Tableau de bord — {{site}}',
      heading: 'Tableau de bord',
      greeting: 'Bonjour, {{name}}.',
      greetingNoName: 'Bon retour parmi nous.',
      intro:
        'Vos propriétés, leurs pages vues et leurs demandes, et vos annonces enregistrées, en un coup d’œil.',
      figures: 'Vos chiffres',
      bookmarks: 'Annonces en favoris',
      viewsHeading: 'Pages vues et demandes des 30 derniers jours',
      viewsIntro:
        'Les pages vues sont comptées une fois par passage sur la page d’une propriété (les moteurs de recherche et autres robots ne sont pas comptés); les demandes sont les messages et les demandes de visite envoyés à son sujet.',
      caption: 'Vos propriétés publiées : pages vues et demandes des 30 derniers jours',
      property: 'Propriété',
      state: 'État',
      views: 'Pages vues',
      enquiries: 'Demandes',
      noneListed:
        'Aucune de vos propriétés n’est encore publiée. Dès que nous aurons vérifié une soumission, ses pages vues et ses demandes s’afficheront ici.',
      noProperties:
        'Vous n’avez encore soumis aucune propriété avec {{email}}. Soumettez-en une : elle s’affichera ici, en attente de vérification.',
      submitFirst: 'Soumettre une propriété',
      unverified:
        'Les propriétés sont liées à votre compte par son adresse courriel vérifiée. Vérifiez {{email}} pour voir celles que vous avez soumises avec cette adresse.',
    },
    profile: {
      metaTitle: 'Mon profil — {{site}}',
      heading: 'Mon profil',
      intro: 'Les coordonnées que nous utilisons pour vous joindre et pour remplir vos soumissions.',
      personal: 'Renseignements personnels',
      addressSection: 'Adresse',
      social: 'Réseaux sociaux',
      socialHint: 'L’adresse complète de votre page, commençant par https://.',
      fields: {
        name: 'Nom',
        email: 'Courriel',
        emailHint:
          'Une nouvelle adresse n’est utilisée qu’une fois confirmée par le lien que nous y envoyons.',
        title: 'Titre',
        titleHint: 'Par exemple, propriétaire ou gestionnaire immobilier.',
        phone: 'Téléphone',
        address: 'Adresse',
        city: 'Ville',
        province: 'Province',
        provinceNone: 'Choisir…',
        postalCode: 'Code postal',
        about: 'À propos',
        facebook: 'Facebook',
        x: 'X (Twitter)',
        linkedin: 'LinkedIn',
        instagram: 'Instagram',
        youtube: 'YouTube',
      },
      save: 'Enregistrer les modifications',
      saving: 'Enregistrement…',
      saved: 'Votre profil est enregistré.',
      emailPending:
        'Nous avons envoyé un lien à {{email}}. Votre adresse courriel changera dès que vous l’ouvrirez (dans les 24 heures); d’ici là, nous continuons d’utiliser {{current}}.',
      pendingNote: 'En attente de confirmation : {{email}}.',
      unexpected: 'Désolés, votre profil n’a pas pu être enregistré. Veuillez réessayer.',
      rateLimited:
        'Votre profil n’est pas enregistré : vous avez demandé trop de fois à changer votre adresse courriel.',
      validation: {
        nameRequired: 'Le nom est obligatoire.',
        emailRequired: 'L’adresse courriel est obligatoire.',
        emailInvalid: 'Veuillez entrer une adresse courriel valide.',
        phoneInvalid: 'Veuillez entrer un numéro de téléphone valide.',
        postalCodeFormat: 'Veuillez entrer un code postal canadien, comme E1C 4B5.',
        provinceInvalid: 'Veuillez choisir une province dans la liste.',
        urlInvalid: 'Veuillez entrer une adresse complète commençant par https://.',
        tooLong: 'Veuillez ne pas dépasser {{max}} caractères.',
        controlCharacters: 'Veuillez retirer les caractères de contrôle de ce champ.',
      },
    },
    confirmEmail: {
      metaTitle: 'Confirmez votre nouvelle adresse courriel — {{site}}',
      heading: 'Confirmez votre nouvelle adresse courriel',
      intro: 'Appuyez sur le bouton pour utiliser cette adresse avec votre compte.',
      confirm: 'Confirmer l’adresse',
      done: 'Votre adresse courriel est maintenant {{email}}. Utilisez-la désormais pour vous connecter.',
      failed:
        'Ce lien ne fonctionne plus : il a déjà été utilisé, il date de plus de 24 heures ou un lien plus récent a été envoyé. Demandez-en un nouveau depuis Mon profil.',
      taken:
        'Cette adresse appartient maintenant à un autre compte : nous n’avons donc pas pu y transférer le vôtre. Votre adresse courriel n’a pas changé.',
      toProfile: 'Aller à Mon profil',
    },
    // The link e-mailed to the old address when the address changes (issue 27).
    undoEmail: {
      metaTitle: 'Conserver votre adresse courriel — {{site}}',
      heading: 'Conserver votre adresse courriel',
      intro:
        'Appuyez sur le bouton pour annuler le changement d’adresse courriel de votre compte, ou pour le défaire s’il a déjà eu lieu. Tous les appareils connectés au compte seront déconnectés.',
      confirm: 'Garder mon adresse',
      done: 'Votre compte utilise de nouveau {{email}}, et tous les appareils ont été déconnectés. Si quelqu’un d’autre peut connaître votre mot de passe, choisissez-en un nouveau dès maintenant.',
      forgot: 'Choisir un nouveau mot de passe',
      failed:
        'Ce lien ne fonctionne plus : il a déjà été utilisé, il date de plus de 7 jours ou l’adresse a déjà été rétablie.',
      taken:
        'Un autre compte utilise maintenant cette adresse : nous n’avons donc pas pu la rétablir sur le vôtre. Veuillez communiquer avec nous.',
    },
    bookmarks: {
      metaTitle: 'Mes favoris — {{site}}',
      heading: 'Mes favoris',
      intro:
        'Les propriétés que vous avez enregistrées, sur tous les appareils où vous vous connectez. Appuyez sur Enregistrer dans une annonce pour l’ajouter ici.',
      count_one: '{{count}} propriété enregistrée',
      count_other: '{{count}} propriétés enregistrées',
      empty:
        'Aucune propriété enregistrée pour l’instant. Appuyez sur Enregistrer dans une annonce pour la garder ici.',
      browse: 'Parcourir les propriétés',
      remove: 'Retirer',
      removeLabel: 'Retirer {{name}} de vos favoris',
      removed: 'Nous avons retiré {{name}} de vos favoris.',
      view: 'Voir la propriété',
    },
    properties: {
      metaTitle: 'Mes propriétés — {{site}}',
      heading: 'Mes propriétés',
      intro:
        'Les propriétés soumises avec votre adresse courriel vérifiée {{email}}, y compris celles envoyées avant la création de votre compte.',
      unverified:
        'Les propriétés sont liées à votre compte par son adresse courriel vérifiée. Vérifiez {{email}} pour voir celles que vous avez soumises avec cette adresse.',
      empty: 'Vous n’avez encore aucune propriété.',
      submitted: 'Soumise le {{date}}',
      edit: 'Modifier',
      editLabel: 'Modifier {{name}}',
      withdraw: 'Retirer',
      withdrawLabel: 'Retirer {{name}}',
      withdrawTitle: 'Retirer la propriété?',
      withdrawConfirm: 'La propriété {{name}} quittera la file de vérification et ne sera pas publiée.',
      withdrawCancel: 'Annuler',
      withdrawn: 'La propriété {{name}} a été retirée. Elle ne sera pas publiée.',
      withdrawFailed: 'Seule une propriété encore en attente de vérification peut être retirée.',
      view: 'Voir',
      viewLabel: 'Voir la page de {{name}}',
      askChange: 'Demander une modification',
      askChangeLabel: 'Demander une modification : {{name}}',
      askSubject: 'Modification de mon annonce : {{name}}',
      askMessage:
        'Bonjour, veuillez apporter ces modifications à mon annonce « {{name}} » ({{address}}), référence {{id}} :\n\n',
      reviewNote: 'Vous pouvez la modifier ou la retirer jusqu’à sa publication.',
      publicNote: 'Publiée : les modifications passent par notre bureau.',
      archivedNote: 'Non publiée.',
    },
    submit: {
      metaTitle: 'Soumettre une propriété — {{site}}',
      metaTitleEdit: 'Modifier votre soumission — {{site}}',
      welcome: 'Bienvenue, {{name}}!',
      welcomeNoName: 'Bienvenue!',
      intro:
        'Soumettez une propriété pour vérification : nous examinons chaque soumission et la publions dans nos annonces dès qu’elle est vérifiée.',
      editHeading: 'Modifier votre soumission',
      editIntro: 'Elle reste en attente de vérification : nous la publierons dès qu’elle sera vérifiée.',
      updated:
        'Vos modifications sont enregistrées. La propriété reste en attente de vérification jusqu’à ce que nous la vérifiions.',
      submitted: 'Merci! Votre propriété est soumise pour vérification. Elle figure dans Mes propriétés.',
      notEditable:
        'Cette propriété ne peut plus être modifiée : seules les propriétés encore en attente de vérification peuvent l’être. Pour modifier une propriété publiée, faites-en la demande depuis Mes propriétés.',
      packageHeading: 'Votre forfait d’annonces',
      packageName: 'Forfait {{name}}',
      listingsIncluded: 'Annonces incluses',
      listingsRemaining: 'Annonces restantes',
      imagesPerListing: 'Images par annonce',
      endDate: 'Date de fin',
      noPackage:
        'Vous n’avez pas de forfait d’annonces : la soumission est gratuite, et notre bureau vérifie chaque soumission. Un forfait convient à ceux qui publient souvent.',
      seePackages: 'Voir les forfaits',
      yourFigures: 'Vos propriétés',
    },
  },
};
