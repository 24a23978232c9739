// drizzle-kit: `npx drizzle-kit generate` writes the next versioned migration of the history store from its
// schema; the server applies the migrations at start (src/server/history/store/open-store.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/server/history/store/schema.ts',
    './src/server/history/store/triage-schema.ts',
    './src/server/history/store/field-rule-schema.ts',
    './src/server/history/store/notification-schema.ts',
  ],
  out: './src/server/history/store/migrations',
});
