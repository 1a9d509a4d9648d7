import { randomBytes } from 'node:crypto';
import type { AuthService } from './auth-service.ts';

export const DEMO_ADMIN_EMAIL = 'demo-admin@example.com';

type Logger = { warn(message: string): void };

/**
 * After the demo set loads into an empty database: an admin to try the console with, with a
 * random password printed once in the log. Never a fixed default password; nothing happens when
 * an admin already exists.
 */
export async function createDemoAdmin(auth: AuthService, log: Logger): Promise<{ email: string } | null> {
  if ((await auth.countAdmins()) > 0) return null;
  if (await auth.findUserByEmail(DEMO_ADMIN_EMAIL)) return null;
  const password = randomBytes(15).toString('base64url');
  await auth.createUser({ email: DEMO_ADMIN_EMAIL, password, role: 'admin', name: 'Demo admin' });
  log.warn(
    `Demo admin created. Sign in at /login with ${DEMO_ADMIN_EMAIL} and password ${password} ` +
      '(shown only this once). Create your own admin with `npm run admin:create -- --email you@example.com`.',
  );
  return { email: DEMO_ADMIN_EMAIL };
}
