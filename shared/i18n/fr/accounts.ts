// French catalogue: creating an account, verifying its e-mail, resetting and changing a password
// (issue 17), and the e-mails that carry their links. Mirrors ../en/accounts.ts key for key.
import type { accountEmails as enEmails, accounts as en } from '../en/accounts.ts';
import type { Translation } from '../translation.ts';

export const accounts: Translation<typeof en> = {
  accounts: {
    fields: {
      fullName: 'Nom complet',
      email: 'Courriel',
      username: "Nom d'utilisateur",
      usernameHint: "De 3 à 30 lettres, chiffres, points, traits d'union ou traits de soulignement.",
      password: 'Mot de passe',
      newPassword: 'Nouveau mot de passe',
      currentPassword: 'Mot de passe actuel',
      confirmPassword: 'Confirmer le mot de passe',
      passwordHint:
        "Au moins 12 caractères, de tout type, espaces compris. Une phrase de quelques mots fait très bien l'affaire.",
      phone: 'Téléphone',
      signupAs: 'Type de compte',
      roles: { customer: 'Client', agent: 'Agent', agency: 'Agence' },
      terms: "J'accepte les <privacy>conditions d'utilisation et la politique de confidentialité</privacy>.",
      showPassword: 'Afficher le mot de passe',
    },
    strength: {
      label: 'Force du mot de passe',
      veryWeak: 'Très faible',
      weak: 'Faible',
      fair: 'Moyen',
      strong: 'Fort',
      veryStrong: 'Très fort',
      loading: 'Vérification…',
    },
    validation: {
      nameRequired: 'Le nom complet est obligatoire.',
      emailRequired: 'L’adresse courriel est obligatoire.',
      emailInvalid: 'Veuillez entrer une adresse courriel valide.',
      usernameRequired: "Le nom d'utilisateur est obligatoire.",
      usernameInvalid:
        "Utilisez de 3 à 30 lettres, chiffres, points, traits d'union ou traits de soulignement, en commençant par une lettre ou un chiffre.",
      usernameTaken: "Ce nom d'utilisateur est déjà pris. Veuillez en choisir un autre.",
      passwordRequired: 'Le mot de passe est obligatoire.',
      passwordTooShort: 'Utilisez au moins 12 caractères.',
      passwordTooLong: 'Utilisez au plus 128 caractères.',
      passwordCommon:
        'Ce mot de passe fait partie des plus utilisés, ceux que les pirates essaient en premier. Veuillez en choisir un autre.',
      confirmRequired: 'Veuillez saisir le nouveau mot de passe une deuxième fois.',
      confirmMismatch: 'Les deux mots de passe ne sont pas identiques.',
      currentRequired: 'Le mot de passe actuel est obligatoire.',
      currentWrong: "Le mot de passe actuel n'est pas le bon.",
      phoneRequired: 'Le numéro de téléphone est obligatoire.',
      phoneInvalid: 'Veuillez entrer un numéro de téléphone valide (au moins 10 chiffres).',
      roleRequired: 'Veuillez choisir client, agent ou agence.',
      termsRequired: 'Vous devez accepter les conditions.',
      tooLong: 'Utilisez au plus {{max}} caractères.',
      controlCharacters: 'Retirez les caractères de contrôle de ce champ.',
    },
    errors: {
      // Followed by when to try again (retry.*), from the limit's Retry-After.
      rateLimited: 'Trop de tentatives depuis cette adresse ou pour cette adresse courriel.',
      unexpected: "Une erreur inattendue s'est produite. Veuillez réessayer.",
    },
    create: {
      metaTitle: 'Créer un compte — {{site}}',
      heading: 'Créer un compte',
      intro:
        'Un compte conserve vos propriétés enregistrées sur tous vos appareils et regroupe sous son adresse courriel les propriétés que vous soumettez.',
      submit: 'Créer le compte',
      submitting: 'Création du compte...',
      haveAccount: 'Vous avez déjà un compte?',
      login: 'Se connecter',
      sentHeading: 'Consultez vos courriels',
      sentText:
        "Nous avons envoyé un message à {{email}}. Ouvrez le lien qu'il contient dans les 24 heures pour vérifier votre adresse et terminer la création de votre compte.",
      sentHelp:
        "Vous n'avez rien reçu après quelques minutes? Regardez dans votre dossier de pourriels, ou <resend>envoyez-le de nouveau</resend>.",
    },
    verify: {
      metaTitle: "Vérifier l'adresse courriel — {{site}}",
      heading: 'Vérifiez votre adresse courriel',
      withToken:
        'Appuyez sur le bouton pour vérifier votre adresse courriel et terminer la création de votre compte.',
      submit: "Vérifier l'adresse",
      invalid:
        "Ce lien de vérification ne fonctionne plus : il a déjà été utilisé, il date de plus de 24 heures, ou une création de compte plus récente avec cette adresse l'a remplacé. Vous pouvez en demander un nouveau ci-dessous.",
      resendHeading: 'Renvoyer le courriel de vérification',
      resendIntro: "Entrez l'adresse courriel de votre compte et nous vous enverrons un nouveau lien.",
      resendSubmit: 'Envoyer le lien',
      resendSent:
        "Si {{email}} appartient à un compte qui n'est pas encore vérifié, un nouveau lien est en route. Il est valide pendant 24 heures.",
    },
    forgot: {
      metaTitle: 'Mot de passe oublié — {{site}}',
      heading: 'Mot de passe oublié',
      intro:
        "Entrez l'adresse courriel de votre compte. Nous vous enverrons un lien pour choisir un nouveau mot de passe.",
      submit: 'Envoyer le lien',
      sent: 'Si un compte utilise {{email}}, un lien pour choisir un nouveau mot de passe est en route. Il est valide pendant 1 heure.',
      back: 'Retour à la connexion',
    },
    reset: {
      metaTitle: 'Réinitialiser le mot de passe — {{site}}',
      heading: 'Réinitialiser le mot de passe',
      intro:
        'Choisissez un nouveau mot de passe. Tous les appareils connectés à votre compte seront déconnectés.',
      submit: 'Réinitialiser le mot de passe',
      invalid:
        "Ce lien de réinitialisation ne fonctionne plus : il a déjà été utilisé, ou il date de plus d'une heure.",
      again: 'Demander un nouveau lien',
    },
    change: {
      metaTitle: 'Changer le mot de passe — {{site}}',
      heading: 'Changer le mot de passe',
      intro: 'Vos autres appareils seront déconnectés; celui-ci reste connecté.',
      submit: 'Changer le mot de passe',
      done: 'Votre mot de passe a été changé. Tous vos autres appareils ont été déconnectés.',
    },
  },
};

/** The e-mails of the account flows (server/account/account-mail.ts); {{placeholders}} are filled there. */
export const accountEmails: Translation<typeof enEmails> = {
  greeting: 'Bonjour {{name}},',
  greetingNoName: 'Bonjour,',
  signature: '— {{site}}',
  verify: {
    subject: 'Vérifiez votre adresse courriel pour {{site}}',
    intro:
      "Merci d'avoir créé un compte sur {{site}}. Ouvrez ce lien dans les 24 heures pour vérifier votre adresse courriel :",
    ignore: "Si vous n'avez pas créé ce compte, ignorez ce message : rien ne se passe sans le lien.",
    // A new sign-up with an address whose earlier sign-up was never verified (issue 27).
    replaces:
      "Une création de compte avec cette adresse attendait déjà d'être vérifiée. Ce lien confirme la plus récente, avec le mot de passe choisi à ce moment-là; tout lien précédent ne fonctionne plus. Si vous ne venez pas de créer un compte, ignorez ce message.",
  },
  existing: {
    subject: 'Votre compte {{site}}',
    intro:
      "Quelqu'un, peut-être vous, a tenté de créer un compte avec cette adresse courriel, mais vous en avez déjà un sur {{site}}.",
    login: 'Connectez-vous ici :',
    forgot: 'Mot de passe oublié? Choisissez-en un nouveau ici :',
    ignore: "Si ce n'était pas vous, ignorez ce message : rien n'a changé.",
  },
  reset: {
    subject: 'Réinitialisez votre mot de passe {{site}}',
    intro:
      "Ouvrez ce lien dans un délai d'une heure pour choisir un nouveau mot de passe pour votre compte :",
    ignore: "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.",
  },
  // To the old address when someone asks to move the account to another one (issue 27).
  emailChanging: {
    subject: "L'adresse courriel de votre compte {{site}} va changer",
    intro:
      "Une personne connectée à votre compte {{site}} a demandé d'utiliser {{email}} comme adresse courriel au lieu de celle-ci. Le changement prendra effet dès que cette adresse l'aura confirmé.",
    ifYou: "Si c'était vous, vous n'avez rien à faire.",
    undo: "Si ce n'était pas vous, ouvrez ce lien dans les 7 jours : il annule le changement (ou revient en arrière s'il a déjà eu lieu), conserve cette adresse sur le compte et déconnecte tous les appareils.",
  },
  changeEmail: {
    subject: 'Confirmez votre nouvelle adresse courriel pour {{site}}',
    intro:
      'Vous avez demandé à utiliser cette adresse pour votre compte {{site}}. Ouvrez ce lien dans les 24 heures pour la confirmer :',
    ignore:
      'Si vous n’avez pas fait cette demande, ignorez ce courriel : votre compte conserve son adresse actuelle.',
  },
  changed: {
    subject: 'Votre mot de passe {{site}} a été changé',
    intro:
      "Le mot de passe de votre compte vient d'être changé, et tous les autres appareils qui y étaient connectés ont été déconnectés.",
    notYou: "Si ce n'était pas vous, choisissez immédiatement un nouveau mot de passe :",
  },
};
