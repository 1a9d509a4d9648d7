import { defineConfig } from 'drizzle-kit';

// Migrations are generated from server/db/schema.ts with `npm run db:generate` and committed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
