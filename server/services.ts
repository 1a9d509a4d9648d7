import type { Database } from './db/client.ts';
import type { FileStorage } from './storage/storage.ts';
import { createPropertyService } from './properties/property-service.ts';
import { createMapService } from './properties/map-service.ts';
import { createAuthService, type AuthOptions } from './auth/auth-service.ts';
import { createAccounts, type AccountLimits } from './account/index.ts';
import { createPropertyCache, withPublicCache } from './admin/property-cache.ts';
import { createResponseCache } from './http/response-cache.ts';
import { createModerationService } from './admin/moderation-service.ts';
import { createViewerShapes } from './auth/viewer-shapes.ts';
import { createInboxService } from './admin/inbox-service.ts';
import { createTokenAdmin } from './admin/token-service.ts';
import { createSubmissionService } from './properties/submit-service.ts';
import { submissionMailer } from './properties/submit-mail.ts';
import type { Geocoder } from './geo/geocoder.ts';
import { createOrderService } from './orders/order-service.ts';
import type { Coupon } from '../shared/domain/orders.ts';
import { siteDefaults } from '../content/site.ts';
import { createShowingService } from './showings/showing-service.ts';
import { createAlertService } from './alerts/alert-service.ts';
import {
  createEnquiryService,
  defaultEnquiryOptions,
  type EnquiryOptions,
} from './enquiries/enquiry-service.ts';

/**
 * The application's capabilities. Page loaders, actions and the JSON API all call these same
 * functions; nothing calls our own API over HTTP.
 */
export type Services = ReturnType<typeof createServices>;

export function createServices(deps: {
  db: Database;
  storage: FileStorage;
  auth?: AuthOptions;
  geocoder?: Geocoder | null;
  enquiries?: EnquiryOptions;
  /** Sign-up, resend and reset requests allowed per address and per e-mail address (tests lower them). */
  accountLimits?: AccountLimits;
  /** Listing-package orders: the coupons accepted, and where payments go (the site's e-mail, address). */
  orders?: { coupons: readonly Coupon[]; payTo: { email: string; address: string } };
  /** The site's origin for links in e-mails no request asked for (reminders); PUBLIC_URL's. */
  origin?: string;
  /** The clock of showing slots and alerts (tests move it). */
  now?: () => Date;
  /** The office's postal address (SITE_STREET_ADDRESS): every alert e-mail names it (CASL). */
  siteAddress?: string;
}) {
  // Property reads are cached (the public ones, the admin console's lists and review queue); any
  // property write clears the cache on every server (server/admin/property-cache.ts).
  const propertyCache = createPropertyCache();
  // Rendered anonymous pages and API reads (server/http/response-cache.ts), cleared with it.
  const responseCache = createResponseCache();
  propertyCache.follow(responseCache);
  const properties = withPublicCache(createPropertyService(deps), propertyCache);
  const auth = createAuthService(deps.db, deps.auth ?? { isSecureCookie: false });
  const enquiryOptions = deps.enquiries ?? defaultEnquiryOptions;
  // Listing packages on invoice (issue 17): orders, the package granted when paid, its listings.
  const orders = createOrderService({
    db: deps.db,
    coupons: deps.orders?.coupons ?? [],
    mail: {
      to: enquiryOptions.mail.to,
      siteName: enquiryOptions.siteName,
      messageIdDomain: enquiryOptions.mail.messageIdDomain,
      payTo: deps.orders?.payTo ?? { email: siteDefaults.email, address: siteDefaults.streetAddress },
    },
  });
  // Showing slots (issue 30): availability, bookings, their e-mails and invites.
  const showings = createShowingService({
    db: deps.db,
    mail: enquiryOptions.mail,
    siteName: enquiryOptions.siteName,
    origin: deps.origin ?? 'http://localhost:3000',
    now: deps.now,
  });
  // Saved-search alerts (issue 30): consent, double opt-in, matches from property events.
  const alerts = createAlertService({
    db: deps.db,
    mail: enquiryOptions.mail,
    siteName: enquiryOptions.siteName,
    siteAddress: deps.siteAddress ?? siteDefaults.streetAddress,
    origin: deps.origin ?? 'http://localhost:3000',
    now: deps.now,
  });
  const moderation = createModerationService({
    db: deps.db,
    properties,
    cache: propertyCache,
    // Rented, sold or archived: its future showings are cancelled with it, and each visitor told.
    onClosed: showings.cancelForClosedProperty,
  });
  const reviewCount = () => propertyCache.wrap('review-count', () => moderation.reviewCount());
  return {
    properties,
    /** The map search's markers (issue 16), cached and cleared with the public reads. */
    propertyMap: createMapService({ db: deps.db, storage: deps.storage, cache: propertyCache }),
    propertyCache,
    responseCache,
    auth,
    /** A signed-in visitor's role on public pages, which come from the shared cache (ADR 054). */
    /**
     * How many submissions wait for review (the header's Admin link): cached with the property data,
     * which every write to a property clears on every server.
     */
    reviewCount,
    viewerShapes: createViewerShapes({
      auth,
      reviewCount,
    }),
    /**
     * Accounts (issue 17; one module since issue 30): sign-up, verification, password reset and
     * change, and the account area (its properties, bookmarks, profile, changes of address).
     */
    accounts: createAccounts({
      db: deps.db,
      auth,
      properties,
      mail: {
        siteName: (deps.enquiries ?? defaultEnquiryOptions).siteName,
        replyTo: (deps.enquiries ?? defaultEnquiryOptions).mail.to,
        messageIdDomain: (deps.enquiries ?? defaultEnquiryOptions).mail.messageIdDomain,
      },
      limits: deps.accountLimits,
    }),
    moderation,
    showings,
    alerts,
    inbox: createInboxService(deps.db),
    enquiries: createEnquiryService({
      db: deps.db,
      properties,
      ...(deps.enquiries ?? defaultEnquiryOptions),
    }),
    apiTokens: createTokenAdmin({ db: deps.db, auth }),
    orders,
    submissions: createSubmissionService({
      db: deps.db,
      storage: deps.storage,
      geocoder: deps.geocoder,
      // The company and the owner hear of a new submission through the e-mail outbox.
      onSubmitted: submissionMailer({
        to: (deps.enquiries ?? defaultEnquiryOptions).mail.to,
        siteName: (deps.enquiries ?? defaultEnquiryOptions).siteName,
        messageIdDomain: (deps.enquiries ?? defaultEnquiryOptions).mail.messageIdDomain,
      }),
      onChanged: () => propertyCache.invalidate(),
      // A signed-in account's submission uses one listing of its active package, if it has one.
      packages: { useListing: orders.useListing },
    }),
  };
}
