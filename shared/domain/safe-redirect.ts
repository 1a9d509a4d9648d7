/**
 * A path on this site that is safe to go to after signing in: relative, not protocol-relative
 * ('//evil.example'), no backslash or control-character tricks. Anything else becomes the fallback.
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (value.includes('\\') || /[\u0000-\u001f]/.test(value)) return fallback;
  return value;
}
