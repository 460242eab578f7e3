import { recordAudit } from "~/server/audit.server";
import type { Command } from "./command.server";
import { forgetEmail } from "../retention.server";

/**
 * `npm run forget -- someone@example.com`: a deletion request (content/privacy.ts). Audited like
 * the studio's deletion, with the counts and without the address (decision 083).
 */
export const forgetCommand: Command = async (args, { db, io }) => {
  const email = args[0];
  if (!email || !email.includes("@") || args.length !== 1) {
    io.err("Usage: npm run forget -- someone@example.com");
    return 2;
  }
  const gone = await forgetEmail(db, email, (tx, counts) =>
    recordAudit(tx, { actor: "command line", action: "person-data.deleted", details: { ...counts } }),
  );
  io.out(
    `Deleted for ${email}: ${gone.leads} contact request(s), ${gone.subscribers} sign-up(s), ${gone.deliveries} delivery row(s).\n`,
  );
  return 0;
};
