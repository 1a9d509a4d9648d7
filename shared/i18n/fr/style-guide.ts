// French catalogue: the living style guide (/component) and the property video page (/video),
// issue 16. Both are template routes for the team; the names in `<code>` are the components' own.
import type { styleGuide as en } from '../en/style-guide.ts';
import type { Translation } from '../translation.ts';

export const styleGuide: Translation<typeof en> = {
  styleGuide: {
    metaTitle: 'Guide de style — {{site}}',
    metaDescription: 'Tous les composants du site, affichés avec les vrais composants.',
    title: 'Guide de style',
    intro:
      'Tous les composants du site, affichés avec les vrais composants et nommés comme dans le code. Une page pour l’équipe : les moteurs de recherche ne l’indexent pas.',
    contents: 'Sur cette page',
    sampleNote:
      'Ces cartes et le carrousel montrent de vraies propriétés publiques : leurs liens les ouvrent.',
    whenToUse: 'Quand l’utiliser',
    buttons: {
      title: 'Boutons',
      accent: 'L’unique action principale d’une page ou d’un formulaire (Envoyer le message, Soumettre).',
      primary: 'Une action importante qui n’est pas la principale (Retour à l’accueil, OK).',
      ghost: 'Une action secondaire à côté d’une action principale (Modifier la propriété, Annuler).',
      disabled: 'Une action qui n’est pas encore possible; indiquez pourquoi tout près.',
      busy: 'Pendant l’envoi d’un formulaire : désactivé, avec un indicateur de chargement et le libellé prévu.',
      ghostLabel: 'Annuler',
    },
    badges: {
      title: 'Étiquettes',
      note: 'Un court statut sur une carte ou une page : type d’annonce, état de la vérification, fermée.',
    },
    cards: {
      title: 'Cartes',
      note: 'Une propriété dans une liste : la page des annonces, la page d’accueil, les propriétés semblables.',
      empty:
        'Aucune propriété publique pour l’instant : les cartes apparaîtront ici dès qu’une propriété sera publiée.',
      submit: 'Soumettre une propriété',
    },
    fields: {
      title: 'Champs de formulaire',
      note: 'Tous les champs de tous les formulaires; l’étiquette au-dessus, l’aide et l’erreur sous le champ.',
      legend: 'États des champs',
      states: {
        empty: 'Vide',
        filled: 'Rempli',
        required: 'Obligatoire',
        hint: 'Avec aide',
        invalid: 'Invalide, avec son erreur',
        disabled: 'Désactivé',
      },
      textField: 'Une seule ligne : noms, courriel, téléphone, dates, liens.',
      textareaField: 'Un texte plus long : messages et descriptions.',
      selectField: 'Un choix dans une courte liste, avec « Choisir… » comme première option.',
      checkboxField: 'Un consentement ou une réponse oui/non; l’étiquette suit la case.',
      choiceGroup: 'Des boutons radio ou des cases à cocher sous une légende.',
      placeField: 'Une ville où chercher, dans un simple formulaire GET.',
      sampleName: 'Jane Doe',
      sampleMessage: 'Bonjour, j’aimerais réserver une visite la semaine prochaine.',
      sampleBadEmail: 'jane@',
      provinceLabel: 'Province',
      choose: 'Choisir…',
      chooseOption: 'Veuillez choisir l’une des options.',
      cityLabel: 'Ville',
      cityPlaceholder: 'Moncton',
    },
    dialogs: {
      title: 'Boîtes de dialogue',
      dialog:
        'Une tâche dans une fenêtre modale : le focus reste à l’intérieur, Échap ou × la ferme, le focus revient à ce qui l’a ouverte.',
      messageDialog: 'Les messages prévus après une action : un titre, une phrase et OK.',
      openDialog: 'Ouvrir la boîte de dialogue',
      openMessage: 'Afficher un message',
      dialogTitle: 'Exemple de boîte de dialogue',
      dialogText:
        'Une boîte de dialogue contient une seule tâche, comme le formulaire Réserver une visite. Appuyez sur Échap ou × pour la fermer.',
    },
    tabs: {
      title: 'Onglets et accordéon',
      tabs: 'Des panneaux voisins sur un même sujet; chaque onglet est aussi un lien, ce qui fonctionne sans JavaScript.',
      accordion: 'Questions et réponses : une seule ouverte à la fois, en natif et accessible au clavier.',
      label: 'Exemple d’onglets',
      overview: 'Aperçu',
      details: 'Détails',
      contact: 'Contact',
      overviewText:
        'Les onglets changent sur place avec JavaScript; les flèches, Début et Fin passent de l’un à l’autre.',
      detailsText:
        'Sans JavaScript, chaque onglet est un lien vers ?tab=..., et le serveur affiche celui qui est choisi.',
      contactText:
        'Utilisez des onglets pour quelques panneaux d’un même sujet, pas pour les étapes d’un formulaire.',
    },
    pager: {
      title: 'Pagination',
      note: 'Les pages d’une liste; de simples liens qui fonctionnent sans JavaScript. Sur un téléphone, on lit « Page 2 de 5 ».',
      current: 'Page {{page}} de {{total}} de cette liste d’exemple.',
    },
    carousel: {
      title: 'Carrousel',
      note: 'Une rangée de diapositives (équipe, témoignages, photos); pas de défilement automatique ici, et jamais quand les animations sont réduites.',
      label: 'Exemple de photos de propriétés',
      noPhoto: 'Diapositive {{index}}',
    },
    alerts: {
      title: 'Alertes et avis',
      note: 'Le résultat d’une action sans JavaScript, un message pour tout le formulaire, une liste vide.',
      successNote: 'Un formulaire envoyé sans JavaScript a bien été reçu.',
      errorNote: 'Un formulaire envoyé sans JavaScript a échoué; ce qui a été saisi est conservé.',
      formAlertNote: 'Un message sur l’ensemble du formulaire, au-dessus de ses champs.',
      emptyNote: 'Une liste sans rien à afficher : dites pourquoi et quoi essayer.',
      formAlert: 'Cette propriété n’est plus disponible.',
      emptyTitle: 'Aucune propriété trouvée',
      emptyText: 'Essayez une autre ville ou une fourchette de prix plus large.',
    },
  },
  videoPage: {
    metaTitle: 'Vidéo de la propriété — {{site}}',
    metaDescription:
      'La visite d’une propriété en vidéo : le lecteur ne se charge que lorsque vous appuyez sur lecture.',
    title: 'Vidéo de la propriété',
    intro:
      'La visite de l’une de nos annonces. Le lecteur se charge à partir du site vidéo seulement lorsque vous appuyez sur lecture.',
    viewDetails: 'Voir les détails de la propriété',
    emptyTitle: 'Aucune vidéo de propriété pour l’instant',
    emptyText: 'Aucune de nos annonces publiques n’a de vidéo pour le moment.',
    browse: 'Parcourir les annonces',
  },
};
