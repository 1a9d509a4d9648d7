// English messages for requests the server refuses before reading what they say (a wrong body, a
// control character, a server fault), shared by the JSON API's error bodies, page forms' field
// errors and the error page. Imported directly by the shared schemas and the server, like
// enquiry-messages.ts. A French version is a sibling file with the same shape.
export const requestMessages = {
  /** A text field holding a NUL byte or another control character (tab and line breaks are fine). */
  controlCharacters: 'Please remove control characters (such as a NUL byte) from this field.',
  unsupportedType: 'Send this form as application/x-www-form-urlencoded or multipart/form-data.',
  unsupportedJsonType: 'Send a JSON body with the content type application/json.',
  tooLarge: 'What was sent is too large.',
  tooManyFields: 'The form has too many fields.',
  tooManyFiles: 'The form has too many files.',
  unreadable: 'The form data could not be read.',
  invalidJson: 'The body is not valid JSON.',
  jsonTooDeep: 'The JSON body is nested too deeply.',
  invalidQuery: 'Some query parameters are not valid.',
  queryControlCharacters: 'The address contains characters that are not allowed (such as a NUL byte).',
  invalidFields: 'Some fields are not valid.',
  notFound: 'No such endpoint.',
  /** 503: more pages asked for at once than this server prepares and holds in line. */
  busy: 'We are very busy right now. Please try again in a few seconds.',
  /** 503: the database is out of reach for a moment (a restart or failover); nothing was saved. */
  unavailable:
    'We cannot reach our listings for a moment. Nothing was saved; please try again in a few seconds.',
  /** Any 5xx: never the internal message; the reference finds the log line. */
  serverError: 'Something went wrong on our side. Please try again later.',
} as const;
