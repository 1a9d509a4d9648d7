/** Reads one cookie from a Cookie header; undefined when absent or malformed. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * maxAgeSeconds undefined: a browser-session cookie (no Max-Age, no Expires); 0 clears it.
 * isHttpOnly false: the page's script may read it (a preference, never a credential).
 */
export type CookieOptions = { isSecure: boolean; maxAgeSeconds: number | undefined; isHttpOnly?: boolean };

/** A Set-Cookie value: HttpOnly unless told otherwise, SameSite=Lax, Path=/, Secure when configured. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/'];
  if (options.isHttpOnly !== false) parts.push('HttpOnly');
  parts.push('SameSite=Lax');
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  if (options.maxAgeSeconds === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (options.isSecure) parts.push('Secure');
  return parts.join('; ');
}
