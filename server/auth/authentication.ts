import type { UserRole } from '../db/schema.ts';

/** The signed-in person as pages and handlers see them. */
export type CurrentUser = { id: string; email: string; name: string; role: UserRole };

/** How a request proved who it is. */
export type Authentication = {
  user: CurrentUser;
  /** 'cookie': the browser session (writes need the CSRF token); the others came in an Authorization header. */
  via: 'cookie' | 'bearer-session' | 'api-token';
  /** The session's CSRF token (cookie and bearer sessions); null for API tokens. */
  csrfToken: string | null;
};
