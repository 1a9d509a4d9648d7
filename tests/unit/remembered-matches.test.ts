import { describe, expect, it } from 'vitest';
import { rememberMatchesOf, rememberingMatches } from '../../app/remembered-matches.server.ts';

// React Router's matches of the paths a page lists for the browser, once per path (issue 32). The
// pages themselves (their partial manifest, client navigations to /) are walked by the e2e tests.

describe('remembered route matches', () => {
  it('answers a path as the match function did, asking it once per path', () => {
    const asked: string[] = [];
    const match = (location: unknown) => {
      asked.push(String(location));
      return location === '/' ? [{ route: { id: 'routes/home' } }] : null;
    };
    const remembering = rememberingMatches(match);
    const home = remembering('/');
    expect(home).toEqual([{ route: { id: 'routes/home' } }]);
    expect(remembering('/')).toBe(home);
    expect(remembering('/nowhere')).toBeNull();
    expect(remembering('/nowhere')).toBeNull();
    expect(asked).toEqual(['/', '/nowhere']);
    // One memory per match function, however often it is wrapped.
    expect(rememberingMatches(match)).toBe(remembering);
    expect(rememberingMatches(remembering)).toBe(remembering);
  });

  it('passes anything but a plain path on, unremembered', () => {
    let calls = 0;
    const remembering = rememberingMatches(() => ++calls);
    remembering({ pathname: '/' });
    remembering({ pathname: '/' });
    remembering('/', true);
    remembering('/', true);
    expect(calls).toBe(4);
  });

  it('keeps at most its bound of paths, the least recently used going first', () => {
    const asked: string[] = [];
    const remembering = rememberingMatches((location: unknown) => asked.push(String(location)), 2);
    for (const path of ['/a', '/b', '/a', '/c', '/a', '/b']) remembering(path);
    expect(asked).toEqual(['/a', '/b', '/c', '/b']);
  });

  it("wraps a static handler context's match function in place, and leaves a context without one alone", () => {
    const match = () => null;
    const context: { _match?: unknown } = { _match: match };
    rememberMatchesOf(context);
    expect(context._match).toBe(rememberingMatches(match));
    const without = {};
    rememberMatchesOf(without);
    expect(without).toEqual({});
  });
});
