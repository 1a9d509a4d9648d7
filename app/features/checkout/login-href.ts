/** Sign in, then come back to `back` (a path of ours). */
export function loginHref(back: string): string {
  return `/login?redirectTo=${encodeURIComponent(back)}`;
}
