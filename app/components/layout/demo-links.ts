import type { demos } from '../../../shared/i18n/en/demos.ts';

/**
 * The template's demo routes (spec 2.1's last rows) and the listing layouts, as the header's Demos
 * menu lists them: grouped, each with its catalogue key under `demos.links`. Some of these pages are
 * variants of one route module (the home pages, the listing layouts, the property layouts).
 */
export type DemoGroup = {
  key: keyof typeof demos.demos.groups;
  links: readonly { to: string; key: keyof typeof demos.demos.links }[];
};

export const DEMO_GROUPS: readonly DemoGroup[] = [
  {
    key: 'home',
    links: [
      { to: '/home-2', key: 'home2' },
      { to: '/home-3', key: 'home3' },
      { to: '/home-4', key: 'home4' },
      { to: '/home-5', key: 'home5' },
      { to: '/home-6', key: 'home6' },
      { to: '/home-7', key: 'home7' },
      { to: '/home-8', key: 'home8' },
      { to: '/home-9', key: 'home9' },
      { to: '/home-10', key: 'home10' },
      { to: '/home-11', key: 'home11' },
    ],
  },
  {
    key: 'listings',
    links: [
      { to: '/grid-layout-with-sidebar', key: 'gridWithSidebar' },
      { to: '/grid-layout-with-map', key: 'gridWithMap' },
      { to: '/grid', key: 'grid' },
      { to: '/classical-property', key: 'classical' },
      { to: '/list-layout-full', key: 'listFull' },
      { to: '/listings-list-with-sidebar', key: 'listWithSidebar' },
      { to: '/map', key: 'map' },
    ],
  },
  {
    key: 'property',
    links: [
      { to: '/single-property-2', key: 'singleProperty2' },
      { to: '/single-property-3', key: 'singleProperty3' },
      { to: '/single-property-4', key: 'singleProperty4' },
      { to: '/video', key: 'video' },
    ],
  },
  {
    key: 'pages',
    links: [
      { to: '/blog', key: 'blog' },
      { to: '/blog-detail', key: 'blogDetail' },
      { to: '/component', key: 'component' },
      { to: '/pricing', key: 'pricing' },
      { to: '/faq', key: 'faq' },
      { to: '/agents', key: 'agents' },
      { to: '/agencies', key: 'agencies' },
      { to: '/agency-page', key: 'agencyPage' },
    ],
  },
];
