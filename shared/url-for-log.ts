/**
 * The query parameters that carry a secret: the one-time token of an e-mailed link (verify the
 * address, reset the password, confirm or undo an e-mail change, confirm or leave an alert, manage a
 * showing).
 */
const SECRET_PARAMETERS = ['token'];
const REDACTED = '[redacted]';

/**
 * A URL as a log may keep it: the value of each secret parameter replaced. Logs reach people and
 * systems that must not be able to use an e-mailed link (an unused reset link is a password). Reads
 * the query as the app does (URLSearchParams, so `?%74oken=` is caught too); a path with a query
 * ("/reset-password?token=…") and an absolute URL alike. Anything else comes back unchanged.
 */
export function urlForLog(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const hashStart = url.indexOf('#', queryStart);
  const queryEnd = hashStart === -1 ? url.length : hashStart;
  const params = new URLSearchParams(url.slice(queryStart + 1, queryEnd));
  const secrets = SECRET_PARAMETERS.filter((name) => params.has(name));
  if (secrets.length === 0) return url;
  for (const name of secrets) params.set(name, REDACTED);
  return `${url.slice(0, queryStart)}?${params.toString()}${url.slice(queryEnd)}`;
}
