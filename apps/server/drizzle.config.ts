import { defineConfig } from 'drizzle-kit';

// Generating migrations only compares the schema with the committed snapshots; no database is needed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
});
