// French catalogue: sign-in and sign-out (every page: the login modal). Account pages: accounts.ts.
import type { auth as en } from '../en/auth.ts';
import type { Translation } from '../translation.ts';

export const auth: Translation<typeof en> = {
  auth: {
    validation: {
      emailRequired: 'L’adresse courriel est obligatoire.',
      emailInvalid: 'Veuillez entrer une adresse courriel valide.',
      passwordRequired: 'Le mot de passe est obligatoire.',
    },
    modalTitle: 'Connexion',
    modalLoading: 'Chargement du formulaire de connexion',
    // Spec 2.2's controls; those with nothing behind them yet say why (login-form.tsx).
    savePassword: 'Enregistrer le mot de passe',
    savePasswordHint: 'Garder ma session ouverte sur cet appareil pendant 30 jours.',
    forgotPassword: 'Mot de passe oublié',
    or: 'ou',
    facebook: 'Facebook',
    google: 'Google',
    socialReason: "La connexion avec Facebook ou Google n'est pas encore offerte.",
    noAccount: 'Pas encore de compte?',
    createAccount: 'Créer un compte',
    loginTitle: 'Connexion — {{site}}',
    loginHeading: 'Connexion',
    loginIntro: 'Connectez-vous à votre compte.',
    // Shown on /login after a link of an account e-mail did its work (?done=...).
    done: {
      verified: 'Votre adresse courriel est vérifiée. Vous pouvez maintenant vous connecter.',
      reset: 'Votre mot de passe a été changé. Connectez-vous avec le nouveau.',
    },
    email: 'Courriel',
    password: 'Mot de passe',
    loginButton: 'Se connecter',
    loggingIn: 'Connexion en cours…',
    errors: {
      invalid: 'Courriel ou mot de passe non valide.',
      unexpected: "Une erreur inattendue s'est produite. Veuillez réessayer.",
      // Followed by when to try again (retry.*), from the block's Retry-After.
      throttled: 'Trop de tentatives de connexion échouées.',
      // The password was right, but the account's e-mail address is not verified yet (ADR 038).
      unverified:
        "Veuillez d'abord vérifier votre adresse courriel : ouvrez le lien que nous vous avons envoyé à la création du compte.",
    },
    resendVerification: 'Renvoyer le courriel de vérification',
    logoutTitle: 'Déconnexion — {{site}}',
    logoutHeading: 'Déconnexion',
    logoutText: 'Votre session est ouverte avec {{email}}. Vous déconnecter de ce navigateur?',
    logoutButton: 'Se déconnecter',
    forbiddenTitle: 'Accès non autorisé',
    forbiddenText: "Votre compte n'a pas accès à cette page.",
  },
};
