import { z } from "zod";
import { queueReportEmail } from "~/server/queue-report.server";
import { publishedWeek } from "~/server/week-store.server";
import type { Command } from "./registry.server";

const USAGE = "Usage: npm run newsletter:send -- --week N";
const argsSchema = z.tuple([z.literal("--week"), z.coerce.number().int().min(1).max(10_000)]);

/**
 * `npm run newsletter:send -- --week N`: queues week N's report for every confirmed subscriber.
 * Sending a week again queues only the addresses confirmed since (docs/newsletter.md).
 */
export const newsletterSendCommand: Command = async (args, { db, config, io, wakeOutbox }) => {
  const parsed = argsSchema.safeParse(args);
  if (!parsed.success) {
    io.err(`${USAGE}\n`);
    return 2;
  }
  const week = parsed.data[1];
  if (!(await publishedWeek(db, week))) {
    io.err(`Week ${week} is not published.\n`);
    return 1;
  }
  if (!config.SMTP_URL) io.err("SMTP_URL is unset: the e-mails are queued and sent once it is set.\n");
  const { queued } = await queueReportEmail(db, { week, startedBy: "command line" });
  wakeOutbox();
  io.out(
    queued === 0
      ? `Week ${week}: nothing new to send (every confirmed subscriber has it queued or sent already).\n`
      : `Week ${week}: queued for ${queued} confirmed subscriber(s); the server sends ${config.NEWSLETTER_RATE_PER_MINUTE} a minute.\n`,
  );
  return 0;
};
