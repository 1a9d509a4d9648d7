// French messages of the JSON API's own refusals (issue 29). Same shape as ../en/api-messages.ts;
// the spec's field names (imageUrls, ids, field) and headers stay as the API writes them. Colons
// take a non-breaking space before them (Canadian French).
import type { apiMessages as en } from '../en/api-messages.ts';
import type { Translation } from '../translation.ts';
import { auth } from './auth.ts';

export const apiMessages: Translation<typeof en> = {
  notFound: {
    property: 'Cette propriété n’existe pas.',
    enquiry: 'Cette demande n’existe pas.',
    failedMessage: 'Aucun message en échec ne porte cet identifiant.',
    token: 'Aucun jeton actif ne porte cet identifiant.',
    file: 'Ce fichier n’existe pas.',
    alert: 'Aucune alerte n’a ce lien de désabonnement.',
  },
  access: {
    unauthenticated: 'Vous devez vous connecter.',
    forbidden: 'Il faut un compte d’administrateur.',
    csrf: 'Le jeton CSRF est absent ou non valide.',
    invalidBearer: 'Le jeton d’accès (bearer) n’est pas valide.',
    metricsToken: 'Cette adresse demande son jeton d’accès : Authorization: Bearer <token>.',
  },
  signIn: {
    invalid: auth.auth.errors.invalid,
    throttled:
      'Trop de tentatives de connexion échouées. Veuillez attendre quelques minutes, puis réessayer.',
    unverified: auth.auth.errors.unverified,
  },
  body: {
    jsonObject: 'Le contenu doit être un objet JSON.',
    imagesAsFiles: 'Envoyez les nouvelles photos comme fichiers, dans une requête multipart/form-data.',
    imageUrls: 'imageUrls doit être une liste d’au plus {{max}} références de photos.',
    bookmarkIds: 'ids doit être une liste d’au plus {{max}} identifiants de propriétés.',
    statusField: 'field doit être l’un de {{names}}',
  },
};
