import type { Database } from '../db/client.ts';
import type { AuthService } from '../auth/auth-service.ts';
import { writeAudit } from './audit-log.ts';

/** Personal API tokens from the admin console: creation and revocation are audited. */
export function createTokenAdmin(deps: { db: Database; auth: AuthService }) {
  return {
    list: () => deps.auth.apiTokens.list(),

    async create(actorUserId: string, name: string) {
      const created = await deps.auth.apiTokens.create(actorUserId, name);
      await writeAudit(deps.db, {
        actorUserId,
        action: 'api_token.create',
        entityType: 'api_token',
        entityId: created.id,
        after: { name },
      });
      return created;
    },

    async revoke(id: string, actorUserId: string): Promise<boolean> {
      const isRevoked = await deps.auth.apiTokens.revoke(id);
      if (isRevoked) {
        await writeAudit(deps.db, {
          actorUserId,
          action: 'api_token.revoke',
          entityType: 'api_token',
          entityId: id,
          field: 'revoked',
          before: false,
          after: true,
        });
      }
      return isRevoked;
    },
  };
}
