import { describe, expect, it } from 'vitest';
import { createStaticHandler, matchRoutes, type RouteObject } from 'react-router';
import {
  rememberMatchesOfEvery,
  rememberReactRouterMatches,
  type MatcherClass,
} from '../../app/remembered-matches.server.ts';

// React Router's route matches, once per path for the process (issue 32). The pages themselves
// (their matches, partial manifests, client navigations) are walked by the e2e tests.

/** A matcher like React Router's: one route, `/homes/:id` under the root, counting its work. */
function fakeMatcherClass() {
  const asked: string[] = [];
  class Matcher {
    routes: string[] = [];
    match(location: unknown, allowPartial = false) {
      const path = typeof location === 'string' ? location : (location as { pathname: string }).pathname;
      asked.push(`${allowPartial ? 'partial ' : ''}${path}`);
      const found = /^\/homes\/([^/]+)$/.exec(path);
      if (!found) return null;
      const params = { id: found[1]! };
      return [
        { params, pathname: '/', route: { id: 'root' } },
        { params, pathname: path, route: { id: 'home' } },
      ];
    }
    update(routes: string[]) {
      this.routes = routes;
    }
  }
  return { Matcher, asked };
}

describe('remembered route matches', () => {
  it('answers a path as the matcher did, working it out once per path and matcher', () => {
    const { Matcher, asked } = fakeMatcherClass();
    expect(rememberMatchesOfEvery(Matcher as unknown as MatcherClass)).toBe(true);
    const one = new Matcher();
    const first = one.match('/homes/7');
    expect(first).toEqual([
      { params: { id: '7' }, pathname: '/', route: { id: 'root' } },
      { params: { id: '7' }, pathname: '/homes/7', route: { id: 'home' } },
    ]);
    expect(one.match('/homes/7')).toEqual(first);
    expect(one.match({ pathname: '/homes/7' })).toEqual(first);
    expect(one.match({ pathname: '/homes/7' })).toEqual(first);
    expect(one.match('/nowhere')).toBeNull();
    expect(one.match('/nowhere')).toBeNull();
    // Partial matching is another question, remembered apart.
    one.match('/homes/7', true);
    one.match('/homes/7', true);
    // Another matcher (another route table) has its own memory.
    new Matcher().match('/homes/7');
    expect(asked).toEqual(['/homes/7', '/homes/7', '/nowhere', 'partial /homes/7', '/homes/7']);
  });

  it('gives each caller its own copy: what one changes, the next does not see', () => {
    const { Matcher } = fakeMatcherClass();
    rememberMatchesOfEvery(Matcher as unknown as MatcherClass);
    const matcher = new Matcher();
    const first = matcher.match('/homes/7')!;
    const homeRoute = first[1]!.route;
    // The parameters stay one object for all of a path's matches, as React Router makes them.
    expect(first[0]!.params).toBe(first[1]!.params);
    (first[1]!.params as { id: string }).id = 'changed';
    first[1]!.pathname = '/changed';
    first.pop();
    const second = matcher.match('/homes/7')!;
    expect(second).toHaveLength(2);
    expect(second[1]).toMatchObject({ params: { id: '7' }, pathname: '/homes/7' });
    expect(second[1]!.route).toBe(homeRoute);
  });

  it('forgets what a matcher knew when its route table changes', () => {
    const { Matcher, asked } = fakeMatcherClass();
    rememberMatchesOfEvery(Matcher as unknown as MatcherClass);
    const matcher = new Matcher();
    matcher.match('/homes/1');
    matcher.update(['another table']);
    expect(matcher.routes).toEqual(['another table']);
    matcher.match('/homes/1');
    expect(asked).toEqual(['/homes/1', '/homes/1']);
  });

  it('keeps at most its bound of paths, the least recently used going first', () => {
    const { Matcher, asked } = fakeMatcherClass();
    rememberMatchesOfEvery(Matcher as unknown as MatcherClass, 2);
    const matcher = new Matcher();
    for (const path of ['/a', '/b', '/a', '/c', '/a', '/b']) matcher.match(path);
    expect(asked).toEqual(['/a', '/b', '/c', '/b']);
  });

  it("finds React Router's own matcher, whose answers stay React Router's", async () => {
    const routes: RouteObject[] = [
      {
        id: 'root',
        path: '/',
        loader: () => null,
        children: [
          { id: 'home', index: true, loader: () => null },
          { id: 'detail', path: 'single-property-1/:id', loader: () => null },
          { id: 'not-found', path: '*', loader: () => null },
        ],
      },
    ];
    const paths = ['/', '/single-property-1/abc', '/single-property-1/def', '/nowhere/at/all'];
    const shapeOf = (matches: { route: { id?: string }; pathname: string; params: object }[] | null) =>
      matches?.map((m) => [m.route.id, m.pathname, m.params]) ?? null;
    const expected = paths.map((path) => shapeOf(matchRoutes(routes, path)));
    expect(await rememberReactRouterMatches()).toBe(true);
    const url = new URL('./lib/router/matcher.js', import.meta.resolve('react-router'));
    const { V6RegExMatcher } = (await import(/* @vite-ignore */ url.href)) as {
      V6RegExMatcher: { prototype: { match: { name: string } } };
    };
    expect(V6RegExMatcher.prototype.match.name).toBe('remembering');
    const handler = createStaticHandler(routes);
    for (const round of [1, 2]) {
      const answers = [];
      for (const path of paths) {
        const context = await handler.query(new Request(`http://localhost${path}`));
        if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
        answers.push(shapeOf(context.matches));
      }
      expect(answers, `round ${round}`).toEqual(expected);
    }
  });
});
