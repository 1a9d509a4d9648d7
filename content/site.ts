/**
 * The company's details, shown in the header, footer and contact page. These defaults are neutral
 * placeholders for the demo; a deployment sets the real ones with the SITE_* environment variables.
 */
export type SiteInfo = {
  name: string;
  streetAddress: string;
  phone: string;
  email: string;
  /** The office on the map of the contact page. */
  location: { latitude: number; longitude: number };
  /** The company's pages on each network (SITE_FACEBOOK_URL...); a network without one shows no link. */
  social: Partial<Record<SocialNetwork, string>>;
};

/** The networks of the footer's social links (spec 2.2), in their order. */
export const SOCIAL_NETWORKS = ['facebook', 'youtube', 'instagram', 'whatsapp'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const siteDefaults: SiteInfo = {
  name: 'Greater Moncton Rentals (demo)',
  streetAddress: '100 Main Street, Suite 200, Moncton, NB E1C 1B9',
  phone: '(506) 555-0100',
  email: 'hello@example.com',
  location: { latitude: 46.0878, longitude: -64.7782 },
  social: {},
};
