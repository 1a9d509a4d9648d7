import type { demos } from '../../../shared/i18n/en/demos.ts';

/**
 * The template's demo routes (spec 2.1's last rows) and the listing layouts, as the header's Demos
 * menu lists them: grouped, each with its catalogue key under `demos.links`. Some of these pages are
 * variants of one route module (the home pages, the listing layouts, the property layouts).
 */
export type DemoGroup = {
  key: keyof typeof demos.demos.groups;
  links: readonly DemoLink[];
};

type DemoLink = { to: string; key: keyof typeof demos.demos.links };

/**
 * Pages numbered alike, `/home-2` named by the key `home2`: one link per number, in the order given.
 * The keys are checked against the catalogue (`${key}${number}` must be one of its links).
 */
function numbered<const Key extends string, const N extends number>(
  path: string,
  key: Key,
  numbers: readonly N[],
) {
  return numbers.map((n) => ({ to: `${path}-${n}`, key: `${key}${n}` as const }));
}

/** Pages named each in its own way: the catalogue key of each path. */
function named(links: Record<string, DemoLink['key']>): DemoLink[] {
  return Object.entries(links).map(([to, key]) => ({ to, key }));
}

export const DEMO_GROUPS: readonly DemoGroup[] = [
  { key: 'home', links: numbered('/home', 'home', [2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) },
  {
    key: 'listings',
    links: named({
      '/grid-layout-with-sidebar': 'gridWithSidebar',
      '/grid-layout-with-map': 'gridWithMap',
      '/grid': 'grid',
      '/classical-property': 'classical',
      '/list-layout-full': 'listFull',
      '/listings-list-with-sidebar': 'listWithSidebar',
      '/map': 'map',
    }),
  },
  {
    key: 'property',
    links: [...numbered('/single-property', 'singleProperty', [2, 3, 4]), ...named({ '/video': 'video' })],
  },
  {
    key: 'pages',
    links: named({
      '/blog': 'blog',
      '/blog-detail': 'blogDetail',
      '/component': 'component',
      '/pricing': 'pricing',
      '/faq': 'faq',
      '/agents': 'agents',
      '/agencies': 'agencies',
      '/agency-page': 'agencyPage',
    }),
  },
];
