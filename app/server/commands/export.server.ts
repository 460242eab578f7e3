import { recordAudit } from "~/server/audit.server";
import { leadsCsv } from "~/features/workspace/leads-inbox.server";
import { subscribersCsv } from "~/features/workspace/subscriber-list.server";
import { storedChoiceWords } from "~/features/newsletter/studio-markets";
import type { Command } from "./command.server";

/**
 * `npm run export -- leads|subscribers > file.csv`: every row as CSV on standard output, the same
 * file as the studio's export, audited like it.
 */
export const exportCommand: Command = async (args, { db, io }) => {
  const what = args[0];
  if ((what !== "leads" && what !== "subscribers") || args.length !== 1) {
    io.err("Usage: npm run export -- leads|subscribers > file.csv");
    return 2;
  }
  const { csv, rows } = what === "leads" ? await leadsCsv(db) : await subscribersCsv(db, storedChoiceWords);
  io.out(csv);
  await recordAudit(db, { actor: "command line", action: `${what}.exported`, details: { rows } });
  return 0;
};
