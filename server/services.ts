import type { Database } from './db/client.ts';
import type { FileStorage } from './storage/storage.ts';
import { createPropertyService } from './properties/property-service.ts';
import { createAuthService, type AuthOptions } from './auth/auth-service.ts';
import { createPropertyCache, withPublicCache } from './admin/property-cache.ts';
import { createResponseCache } from './http/response-cache.ts';
import { createModerationService } from './admin/moderation-service.ts';
import { createInboxService } from './admin/inbox-service.ts';
import { createTokenAdmin } from './admin/token-service.ts';
import { createSubmissionService } from './properties/submit-service.ts';
import { submissionMailer } from './properties/submit-mail.ts';
import type { Geocoder } from './geo/geocoder.ts';
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
}) {
  // Public property reads are cached; any property write clears the cache (server/admin/property-cache.ts).
  const propertyCache = createPropertyCache();
  // Rendered anonymous pages and API reads (server/http/response-cache.ts), cleared with it.
  const responseCache = createResponseCache();
  propertyCache.follow(responseCache);
  const properties = withPublicCache(createPropertyService(deps), propertyCache);
  const auth = createAuthService(deps.db, deps.auth ?? { isSecureCookie: false });
  return {
    properties,
    propertyCache,
    responseCache,
    auth,
    moderation: createModerationService({ db: deps.db, properties, cache: propertyCache }),
    inbox: createInboxService(deps.db),
    enquiries: createEnquiryService({
      db: deps.db,
      properties,
      ...(deps.enquiries ?? defaultEnquiryOptions),
    }),
    apiTokens: createTokenAdmin({ db: deps.db, auth }),
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
    }),
  };
}
