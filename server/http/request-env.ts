import type { Services } from '../services.ts';
import type { SiteInfo } from '../../content/site.ts';
import type { FormLimits } from './request-body.ts';
import type { MapTiles } from '../../shared/domain/map-points.ts';
import type { ViewerShape } from '../auth/viewer-shapes.ts';

// What the HTTP host (server/http/react-router.ts) hands React Router with every request. The app
// reads these through its router contexts (app/context.ts, app/nonce-context.ts), which import these
// types: server/ never imports app/ (ADR 027).

/** What the HTTP host hands every loader and action for one request. */
export type RequestEnv = {
  services: Services;
  /** Origin for canonical URLs and the sitemap, e.g. https://example.com */
  origin: string;
  site: SiteInfo;
  /** Public browser key for Google Maps, when configured. */
  googleMapsApiKey: string | undefined;
  /** Where map tiles come from, and their credit line (TILE_URL, TILE_ATTRIBUTION). */
  mapTiles: MapTiles;
  /** The client's address (X-Forwarded-For only with TRUST_PROXY): sign-in throttling, enquiry rate limit. */
  clientIp: string;
  /** The request's structured logger (pino): server errors go to the logs, not the console. */
  log: { error(details: object, message?: string): void; warn(details: object, message?: string): void };
  /** This request's id: in every log line of the request, and on the error page as its reference. */
  requestId: string;
  /**
   * Reads the action's form body through the one guard (server/http/request-body.ts): only form
   * encodings, within size and part limits; a refused body is thrown as a 400, 413 or 415 Response.
   */
  readForm: (request: Request, limits?: FormLimits) => Promise<FormData>;
  /** Told of this request's loader, action and render errors (app/entry.server.tsx's handleError). */
  noteError: (error: unknown) => void;
  /**
   * Whether one of them was the database out of reach (a restart or failover, issue 26): the page
   * answers 503 with Retry-After and says so, rather than 500.
   */
  readonly isDatabaseUnavailable: boolean;
  /**
   * Set when this render is for the shared page cache (ADR 054): the visitor as every visitor of
   * that shape is shown (null: signed out), never the person. Undefined: the page is rendered for
   * this request alone, and the root loader reads its session.
   */
  sharedViewer?: ViewerShape | null;
};

/** The CSP nonces of this response (one for scripts, one for styles), made by the security headers. */
export type Nonces = { script: string; style: string };
