// English messages of the JSON API's own refusals (issue 29): what an endpoint says beyond the
// request guard's words (request-messages.ts) and the forms' validation parts. Imported directly by
// the server, like request-messages.ts; an answer is said in the request's language by
// server/http/answer-language.ts (ADR 053). A French version is a sibling file with the same shape.
import { auth } from './auth.ts';

export const apiMessages = {
  /** 404: what the address names does not exist, or is not the caller's to see. */
  notFound: {
    property: 'No such property.',
    enquiry: 'No such enquiry.',
    failedMessage: 'No failed message with this id.',
    token: 'No active token with this id.',
    file: 'No such file.',
    alert: 'No alert has this unsubscribe link.',
  },
  /** 401 / 403: who may call (server/auth/guards.ts). */
  access: {
    unauthenticated: 'Sign-in required.',
    forbidden: 'This needs an admin account.',
    csrf: 'Missing or invalid CSRF token.',
    invalidBearer: 'The bearer token is not valid.',
    /** GET /metrics without its token (ADR 048). */
    metricsToken: 'This address needs its bearer token: Authorization: Bearer <token>.',
  },
  /** POST /api/auth/login: the login form's words, the throttle's with what to do. */
  signIn: {
    invalid: auth.auth.errors.invalid,
    throttled: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
    unverified: auth.auth.errors.unverified,
  },
  /** 400 / 415: a body of the right type that is not what the endpoint reads. */
  body: {
    jsonObject: 'The body must be a JSON object.',
    imagesAsFiles: 'Send new images as files in a multipart/form-data request.',
    imageUrls: 'imageUrls must be a list of at most {{max}} image references.',
    bookmarkIds: 'ids must be a list of at most {{max}} property ids.',
    /** POST /api/update-property-status: the spec's names of the status fields. */
    statusField: 'field must be one of {{names}}',
  },
} as const;
