// `npx tsx scripts/forget.ts someone@example.com`: a deletion request (content/privacy.ts).
// Deletes the address's contact requests, newsletter sign-up and queued or past deliveries.
// With the embedded database, stop the server first (one process per data directory).
import { DataDirLockedError, openConfiguredDatabase } from "../app/server/db.server";
import { parseEnv } from "../app/server/env.server";
import { forgetEmail } from "../app/server/retention.server";

const email = process.argv[2];
if (!email || !email.includes("@")) {
  console.error("Usage: npx tsx scripts/forget.ts someone@example.com");
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
  const gone = await forgetEmail(handle.db, email);
  console.log(
    `Deleted for ${email}: ${gone.leads} contact request(s), ${gone.subscribers} sign-up(s), ${gone.deliveries} delivery row(s).`,
  );
} finally {
  await handle.close();
}
