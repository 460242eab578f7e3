import { defineConfig } from "drizzle-kit";

// `npx drizzle-kit generate` writes a new SQL migration into db/migrations after db/schema.ts
// changes; the server applies pending migrations at start-up (app/server/db.server.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema.ts",
  out: "./db/migrations",
});
