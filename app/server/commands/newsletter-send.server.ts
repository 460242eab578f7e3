import { z } from "zod";
import { queueReportEmail, reportStandingOfConfirmed } from "~/server/queue-report.server";
import { publishedWeek } from "~/server/week-store.server";
import type { Command } from "./command.server";

const USAGE = "Usage: npm run newsletter:send -- --week N";
const argsSchema = z.tuple([z.literal("--week"), z.coerce.number().int().min(1).max(10_000)]);

/** "3 sent, 1 waiting to be sent": the parts that are not zero. */
function standing({ sent, waiting, failed }: { sent: number; waiting: number; failed: number }): string {
  return [
    sent > 0 ? `${sent} sent` : "",
    waiting > 0 ? `${waiting} waiting to be sent` : "",
    failed > 0 ? `${failed} failed: see the studio's Deliveries` : "",
  ]
    .filter(Boolean)
    .join(", ");
}

/**
 * `npm run newsletter:send -- --week N`: queues week N's report for every confirmed subscriber who
 * does not have it: an address confirmed since it was sent, and one whose e-mail an unpublication
 * cancelled (decision 126). Says what it queued, or where the week stands for every address.
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
  const { queued, resumed } = await queueReportEmail(db, { week, startedBy: "command line" });
  wakeOutbox();
  const total = queued + resumed;
  if (total > 0) {
    const cancelled = resumed > 0 ? `: ${resumed} whose e-mail was canceled when the week was unpublished` : "";
    const added = resumed > 0 && queued > 0 ? `, ${queued} never queued for it` : "";
    io.out(
      `Week ${week}: queued for ${total} confirmed subscriber(s)${cancelled}${added}; the server sends ${config.NEWSLETTER_RATE_PER_MINUTE} a minute.\n`,
    );
    return 0;
  }
  const now = await reportStandingOfConfirmed(db, week);
  io.out(
    now.confirmed === 0
      ? `Week ${week}: nothing to send: there is no confirmed subscriber.\n`
      : `Week ${week}: nothing new to send: it is queued or sent for ${now.confirmed === 1 ? "the one confirmed subscriber" : `all ${now.confirmed} confirmed subscribers`} (${standing(now)}).\n`,
  );
  return 0;
};
