// French messages for requests the server refuses before reading what they say (a wrong body, a
// control character, a server fault), shared by the JSON API's error bodies, page forms' field
// errors and the error page. Same shape as ../en/request-messages.ts.
import type { requestMessages as en } from '../en/request-messages.ts';
import type { Translation } from '../translation.ts';

export const requestMessages: Translation<typeof en> = {
  /** A text field holding a NUL byte or another control character (tab and line breaks are fine). */
  controlCharacters: 'Veuillez retirer de ce champ les caractères de contrôle (comme un octet NUL).',
  unsupportedType: 'Envoyez ce formulaire en application/x-www-form-urlencoded ou en multipart/form-data.',
  unsupportedJsonType: 'Envoyez un contenu JSON avec le type de contenu application/json.',
  tooLarge: 'Ce qui a été envoyé est trop volumineux.',
  tooManyFields: 'Le formulaire contient trop de champs.',
  tooManyFiles: 'Le formulaire contient trop de fichiers.',
  unreadable: "Les données du formulaire n'ont pas pu être lues.",
  invalidJson: "Le contenu envoyé n'est pas du JSON valide.",
  jsonTooDeep: 'Le contenu JSON est imbriqué trop profondément.',
  invalidQuery: "Certains paramètres de l'adresse ne sont pas valides.",
  queryControlCharacters: "L'adresse contient des caractères non permis (comme un octet NUL).",
  invalidFields: 'Certains champs ne sont pas valides.',
  notFound: "Ce point d'accès n'existe pas.",
  /** 503: more pages asked for at once than this server prepares and holds in line. */
  busy: 'Nous sommes très occupés en ce moment. Veuillez réessayer dans quelques secondes.',
  /** 503: the database is out of reach for a moment (a restart or failover); nothing was saved. */
  unavailable:
    "Nos annonces sont momentanément inaccessibles. Rien n'a été enregistré; veuillez réessayer dans quelques secondes.",
  /** Any 5xx: never the internal message; the reference finds the log line. */
  serverError: 'Un problème est survenu de notre côté. Veuillez réessayer plus tard.',
};
