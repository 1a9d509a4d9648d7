// French messages of the enquiry feature that do not go through i18next: the shared schemas'
// validation messages, the default interest texts, and the e-mails the server sends. Same shape as
// ../en/enquiry-messages.ts. Colons take a non-breaking space before them (Canadian French).
import type { enquiryMessages as en } from '../en/enquiry-messages.ts';
import type { Translation } from '../translation.ts';

export const enquiryMessages: Translation<typeof en> = {
  validation: {
    nameRequired: 'Le nom est obligatoire.',
    yourNameRequired: 'Votre nom est obligatoire.',
    emailRequired: 'L’adresse courriel est obligatoire.',
    emailInvalid: 'Veuillez entrer une adresse courriel valide.',
    phoneRequired: 'Le numéro de téléphone est obligatoire.',
    phoneInvalid: 'Veuillez entrer un numéro de téléphone valide (au moins 10 chiffres).',
    consentRequired: 'Vous devez accepter les conditions.',
    subjectRequired: "L'objet est obligatoire.",
    messageRequired: 'Le message est obligatoire.',
    tooLong: 'Veuillez utiliser au plus {{max}} caractères.',
    singleLine: 'Veuillez retirer les sauts de ligne et les caractères de contrôle.',
    wrongType: "Cette valeur n'est pas du bon type.",
    notAllowed: "Ce champ n'est pas permis.",
    propertyUnavailable: "Cette propriété n'est plus disponible.",
    invalidPayload: 'Certains champs ne sont pas valides.',
  },
  /** POST /api/send-email's 429 (its Retry-After says when); the forms say the spec's failure instead. */
  rateLimited:
    'Vous avez envoyé trop de messages en peu de temps. Veuillez attendre quelques minutes, puis réessayer.',
  defaultMessage: {
    showing: "Bonjour, je m'intéresse à {{name}} au {{address}} et j'aimerais réserver une visite.",
    property: "Bonjour, je m'intéresse à {{name}}. Veuillez communiquer avec moi pour en savoir plus.",
    addressOnly:
      "Bonjour, je m'intéresse à la propriété située au {{address}}. Veuillez communiquer avec moi.",
  },
  kind: {
    showing: 'Demande de visite',
    property: 'Demande sur une propriété',
    general: 'Demande générale',
  },
  email: {
    companySubject: {
      showing: 'Demande de visite : {{property}}',
      property: 'Demande : {{property}}',
      general: 'Formulaire de contact : {{subject}}',
    },
    companyIntro: 'Nouvelle demande reçue du site Web : {{kind}}.',
    labels: {
      kind: 'Type',
      name: 'Nom',
      email: 'Courriel',
      phone: 'Téléphone',
      subject: 'Objet',
      message: 'Message',
      property: 'Propriété',
      address: 'Adresse',
      link: 'Lien',
      pets: 'Animaux',
      isWorking: 'En emploi',
      employerDetails: 'Employeur',
      language: 'Langue',
    },
    languages: { en: 'anglais', fr: 'français' },
    replyHint: 'Répondez à ce courriel pour écrire directement à {{name}}.',
    ackSubject: 'Nous avons bien reçu votre message — {{site}}',
    ackGreeting: 'Bonjour {{name}},',
    ackBody: "Merci de votre message. Nous l'avons bien reçu et nous vous répondrons sous peu.",
    ackAbout: 'Il concernait {{property}}, {{address}} :',
    ackSignature: "L'équipe de {{site}}",
  },
};
