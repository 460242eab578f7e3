// `npm run export -- leads` or `npm run export -- subscribers`: every row as CSV on stdout.
// With the embedded database, stop the server first (one process per data directory).
import { asc } from "drizzle-orm";
import { leads, subscribers } from "../db/schema";
import { DataDirLockedError, openConfiguredDatabase } from "../app/server/db.server";
import { parseEnv } from "../app/server/env.server";
import { toCsv } from "./export-csv";

const what = process.argv[2];
if (what !== "leads" && what !== "subscribers") {
  console.error("Usage: npm run export -- leads|subscribers > file.csv");
  process.exit(2);
}

let handle;
try {
  handle = await openConfiguredDatabase(parseEnv(process.env));
} catch (error) {
  console.error(error instanceof DataDirLockedError ? error.message : String(error));
  process.exit(1);
}

try {
  if (what === "leads") {
    const rows = await handle.db.select().from(leads).orderBy(asc(leads.id));
    process.stdout.write(
      toCsv(
        ["id", "received_at", "name", "email", "phone", "user_type", "request"],
        rows.map((row) => [row.id, row.createdAt, row.name, row.email, row.phone, row.userType, row.message]),
      ),
    );
  } else {
    const rows = await handle.db.select().from(subscribers).orderBy(asc(subscribers.id));
    process.stdout.write(
      toCsv(
        ["id", "signed_up_at", "updated_at", "first_name", "last_name", "email", "user_type", "brokerage"],
        rows.map((row) => [
          row.id,
          row.createdAt,
          row.updatedAt,
          row.firstName,
          row.lastName,
          row.email,
          row.userType,
          row.brokerage,
        ]),
      ),
    );
  }
} finally {
  await handle.close();
}
