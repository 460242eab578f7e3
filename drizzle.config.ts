import { defineConfig } from "drizzle-kit";

// Every migration is generated: change db/schema.ts, then `npx drizzle-kit generate --name <what>`
// writes the SQL file, its snapshot (meta/NNNN_snapshot.json) and its journal entry into
// db/migrations; commit all three (docs/conventions.md, "Adding a migration"). The server applies
// pending migrations at start-up (app/server/db.server.ts); tests/integration/migrations.test.ts
// fails when schema.ts, the snapshots and the SQL files disagree.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema.ts",
  out: "./db/migrations",
});
