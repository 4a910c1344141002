import { defineConfig } from "drizzle-kit";

// Migrations are plain SQL generated from server/db/schema.ts; the same files run on PGlite and PostgreSQL.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
});
