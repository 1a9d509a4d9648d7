import { describe, expect, it } from 'vitest';
import { createViewerShapes, SESSION_ROLE_MEMO_MS, shapeKeyOf } from '../../server/auth/viewer-shapes.ts';
import type { UserRole } from '../../server/db/schema.ts';

// Which shared page a signed-in visitor gets (ADR 054): their role, asked of the database once per
// SESSION_ROLE_MEMO_MS per session, forgotten at a logout here.

function setUp(roles: Record<string, UserRole>) {
  let clock = 0;
  const asked: string[] = [];
  const cookieOf = (request: { headers: Record<string, string> }) =>
    /session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  const shapes = createViewerShapes({
    auth: {
      hasBearer: (request) => 'authorization' in (request.headers as Record<string, string>),
      hasSessionCookie: (request) => cookieOf(request as { headers: Record<string, string> }) !== undefined,
      sessionIdOf: (request) => cookieOf(request as { headers: Record<string, string> }) ?? null,
      async authenticate(request) {
        const token = cookieOf(request as { headers: Record<string, string> })!;
        asked.push(token);
        const role = roles[token];
        return role ? { user: { role }, via: 'cookie' } : null;
      },
    },
    reviewCount: async () => 3,
    now: () => clock,
  });
  const request = (headers: Record<string, string>) => ({ method: 'GET', url: '/', headers });
  return { shapes, asked, request, tick: (ms: number) => (clock += ms) };
}

describe('the shape of a visitor', () => {
  it('is their role (and the review count for an admin), signed out null, an API client undefined', async () => {
    const { shapes, request } = setUp({ a: 'admin', c: 'customer' });
    expect(await shapes.of(request({}))).toBeNull();
    expect(await shapes.of(request({ cookie: 'session=a' }))).toEqual({ role: 'admin', reviewCount: 3 });
    expect(await shapes.of(request({ cookie: 'session=c' }))).toEqual({ role: 'customer', reviewCount: 0 });
    expect(await shapes.of(request({ cookie: 'session=gone' }))).toBeNull();
    expect(await shapes.of(request({ cookie: 'session=a', authorization: 'Bearer x' }))).toBeUndefined();
  });

  it('asks the database once per session per memo period, again after it and after a logout here', async () => {
    const { shapes, asked, request, tick } = setUp({ a: 'admin' });
    const admin = request({ cookie: 'session=a' });
    await shapes.of(admin);
    await shapes.of(admin);
    tick(SESSION_ROLE_MEMO_MS - 1);
    await shapes.of(admin);
    expect(asked).toEqual(['a']);
    tick(1);
    await shapes.of(admin);
    expect(asked).toEqual(['a', 'a']);
    shapes.forget(admin);
    await shapes.of(admin);
    expect(asked).toEqual(['a', 'a', 'a']);
  });

  it('keys the page cache apart by role and count, and leaves the signed-out key as it was', () => {
    expect(shapeKeyOf(null)).toBe('');
    expect(shapeKeyOf({ role: 'admin', reviewCount: 2 })).not.toBe(
      shapeKeyOf({ role: 'admin', reviewCount: 3 }),
    );
    expect(shapeKeyOf({ role: 'customer', reviewCount: 0 })).not.toBe(
      shapeKeyOf({ role: 'admin', reviewCount: 0 }),
    );
  });
});
