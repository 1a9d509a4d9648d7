// French catalogue: enquiries, showing requests, the contact page and their e-mails.
import type { enquiries as en } from '../en/enquiries.ts';
import type { Translation } from '../translation.ts';

export const enquiries: Translation<typeof en> = {
  enquiries: {
    fields: {
      name: 'Nom',
      yourName: 'Votre nom',
      email: 'Courriel',
      phone: 'Téléphone',
      phoneHint: 'Chiffres seulement, au moins 10.',
      message: 'Message (facultatif)',
      contactMessage: 'Message',
      subject: 'Objet',
      consent:
        "J'accepte que ce site Web conserve les renseignements que je soumets afin que l'équipe puisse répondre à ma demande.",
      pets: 'Avez-vous des animaux?',
      employed: 'Avez-vous un emploi?',
      employer: "Nom de l'employeur",
      yes: 'Oui',
      no: 'Non',
      honeypot: 'Laissez ce champ vide',
      required: 'obligatoire',
    },
    bookShowing: 'Réserver une visite',
    bookShowingFor: 'Réserver une visite : {{name}}',
    bookShowingTitle: 'Réserver une visite',
    sidebarTitle: 'Écrivez-nous au sujet de cette propriété',
    send: 'Envoyer le message',
    sending: 'Envoi en cours…',
    loadingForm: 'Chargement du formulaire…',
    states: {
      successTitle: 'Message envoyé!',
      successText: 'Votre message a bien été envoyé.',
      errorTitle: 'Erreur!',
      errorText: "Le message n'a pas pu être envoyé. Veuillez réessayer.",
      contactSuccessTitle: 'Merci!',
      contactErrorText: "Le message n'a pas pu être envoyé. Veuillez réessayer plus tard.",
      pleaseWaitTitle: 'Un instant',
      pleaseWaitText:
        'Les détails de la propriété sont encore en cours de chargement. Veuillez réessayer dans un instant.',
      ok: 'OK',
      backToProperty: 'Retour à {{name}}',
      backToHome: "Retour à l'accueil",
    },
    page: {
      metaTitle: 'Réserver une visite — {{site}}',
      enquiryMetaTitle: 'Demande sur une propriété — {{site}}',
      sendHeading: 'Envoyer une demande',
      chooseProperty:
        'Choisissez une propriété parmi les annonces pour envoyer une demande ou réserver une visite.',
      browseListings: 'Parcourir les annonces',
    },
    contact: {
      metaTitle: 'Nous joindre — {{site}}',
      metaDescription: 'Écrivez-nous, appelez-nous ou venez nous voir à notre bureau du Grand Moncton.',
      heading: 'Nous joindre',
      mapLabel: 'Carte du bureau de {{name}}',
      intro:
        'Des questions sur un logement à louer, une vente ou nos forfaits de gestion? Envoyez-nous un message et nous vous répondrons rapidement.',
      formHeading: 'Envoyez-nous un message',
      detailsHeading: 'Notre bureau',
      address: 'Adresse',
      email: 'Courriel',
      phone: 'Téléphone',
      followUs: 'Suivez-nous',
    },
  },
};
