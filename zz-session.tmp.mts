import { openDatabase } from './server/db/client.ts';
import { createAuthService } from './server/auth/auth-service.ts';
import { randomUUID } from 'node:crypto';
const db = await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL! });
const auth = createAuthService(db.db, { isSecureCookie: false });
for (const role of ['customer', 'admin'] as const) {
  const user = await auth.createUser({ email: `p-${role}-${randomUUID()}@example.invalid`, password: randomUUID() + randomUUID(), role, isEmailVerified: true });
  const { token } = await auth.createSessionFor(user.id);
  console.log(`${role}=${token}`);
}
await db.close();
