import { createContext } from 'react-router';
// Type-only: the browser bundle never loads server code; loaders receive the services at run time.
import type { Services } from '../server/services.ts';
import type { SiteInfo } from '../content/site.ts';

/** What the HTTP host hands every loader and action for one request. */
export type RequestEnv = {
  services: Services;
  /** Origin for canonical URLs and the sitemap, e.g. https://example.com */
  origin: string;
  site: SiteInfo;
  /** Public browser key for Google Maps, when configured. */
  googleMapsApiKey: string | undefined;
  /** The client's address (X-Forwarded-For only with TRUST_PROXY): sign-in throttling, enquiry rate limit. */
  clientIp: string;
  /** The request's structured logger (pino): server errors go to the logs, not the console. */
  log: { error(details: object, message?: string): void };
};

export const requestEnvContext = createContext<RequestEnv>();
