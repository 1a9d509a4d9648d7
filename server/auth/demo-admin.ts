import { randomBytes } from 'node:crypto';
import type { AuthService } from './auth-service.ts';

export const DEMO_ADMIN_EMAIL = 'demo-admin@example.com';

type Logger = { warn(message: string): void };

export type DemoAdmin = { email: string; password: string };

/**
 * After the demo set loads into an empty database: an admin to try the console with, with a
 * random password. Never a fixed default password; nothing happens when an admin already exists.
 * The password is returned for the start-up to print once for the person at the terminal
 * (demoAdminNotice); it never goes into the log, which may be collected and kept.
 */
export async function createDemoAdmin(auth: AuthService, log: Logger): Promise<DemoAdmin | null> {
  if ((await auth.countAdmins()) > 0) return null;
  if (await auth.findUserByEmail(DEMO_ADMIN_EMAIL)) return null;
  const password = randomBytes(15).toString('base64url');
  await auth.createUser({ email: DEMO_ADMIN_EMAIL, password, role: 'admin', name: 'Demo admin' });
  log.warn(
    `Demo admin ${DEMO_ADMIN_EMAIL} created; its password is printed once on the server's standard ` +
      'output, not in the log.',
  );
  return { email: DEMO_ADMIN_EMAIL, password };
}

/** The sign-in details as a block of plain lines, printed once on the first start. */
export function demoAdminNotice(admin: DemoAdmin, loginUrl: string): string {
  const rule = '='.repeat(72);
  return [
    '',
    rule,
    '  Demo admin account (the password is shown only this once)',
    '',
    `    Sign in at:  ${loginUrl}`,
    `    E-mail:      ${admin.email}`,
    `    Password:    ${admin.password}`,
    '',
    '  Your own admin: npm run admin:create -- --email you@example.com',
    rule,
    '',
    '',
  ].join('\n');
}
