import type { UserRole } from '../db/schema.ts';
import type { RequestLike } from './request-like.ts';

/**
 * What a public page shows of a signed-in visitor (ADR 054): the role (the header's Admin or
 * Account link, the detail page's Edit Property) and, for an admin, how many submissions await
 * review. Nothing that tells one person from another: every visitor with the same shape gets the
 * same page from the shared cache. Null: signed out (or a cookie of no live session).
 */
export type ViewerShape = { role: UserRole; reviewCount: number };

/** How long a session's role is taken as known without asking the database again. */
export const SESSION_ROLE_MEMO_MS = 5_000;

/** The most sessions remembered at once (the oldest go first): bounded whatever the crowd. */
const MAX_REMEMBERED = 10_000;

type Deps = {
  auth: {
    hasSessionCookie(request: RequestLike): boolean;
    hasBearer(request: RequestLike): boolean;
    sessionIdOf(request: RequestLike): string | null;
    authenticate(request: RequestLike): Promise<{ user: { role: UserRole }; via: string } | null>;
  };
  /** The submissions awaiting review: cached and cleared with the property data (any app server). */
  reviewCount: () => Promise<number>;
  now?: () => number;
};

/**
 * The shape of a request's visitor, for the page cache (server/http/react-router.ts). A burst of
 * page views by one person costs one session query per SESSION_ROLE_MEMO_MS: a logout on this
 * server forgets the session at once; a session ended elsewhere (another app server, a password
 * change) shows its signed-in shape on public pages for at most that long. The shape never allows
 * anything: every write, account page and admin page authenticates against the database.
 */
export function createViewerShapes(deps: Deps) {
  const now = deps.now ?? Date.now;
  const roles = new Map<string, { role: UserRole | null; expiresAt: number }>();

  async function roleOf(request: RequestLike): Promise<UserRole | null> {
    const sessionId = deps.auth.sessionIdOf(request);
    if (!sessionId) return null;
    const known = roles.get(sessionId);
    if (known && known.expiresAt > now()) return known.role;
    const current = await deps.auth.authenticate(request);
    const role = current?.via === 'cookie' ? current.user.role : null;
    roles.delete(sessionId);
    if (roles.size >= MAX_REMEMBERED) roles.delete(roles.keys().next().value as string);
    roles.set(sessionId, { role, expiresAt: now() + SESSION_ROLE_MEMO_MS });
    return role;
  }

  return {
    /**
     * The visitor's shape; undefined for a request with an Authorization header (a client of the
     * API asking for a page: answered for itself, as before ADR 054).
     */
    async of(request: RequestLike): Promise<ViewerShape | null | undefined> {
      if (deps.auth.hasBearer(request)) return undefined;
      if (!deps.auth.hasSessionCookie(request)) return null;
      const role = await roleOf(request);
      if (!role) return null;
      return { role, reviewCount: role === 'admin' ? await deps.reviewCount() : 0 };
    },

    /** Forgets the request's session (its logout on this server). */
    forget(request: RequestLike): void {
      const sessionId = deps.auth.sessionIdOf(request);
      if (sessionId) roles.delete(sessionId);
    },
  };
}

export type ViewerShapes = ReturnType<typeof createViewerShapes>;

/** The page cache's key of a shape: '' signed out (the key of every anonymous page stays as it was). */
export function shapeKeyOf(shape: ViewerShape | null): string {
  return shape ? `#${shape.role}:${shape.reviewCount}` : '';
}
