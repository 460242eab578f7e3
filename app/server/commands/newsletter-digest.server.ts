import { z } from "zod";
import { DIGEST_CADENCES, DIGEST_NAMES, periodJustEnded } from "~/domain/digest-periods";
import { periodHeld } from "~/features/newsletter/digest";
import { isCalendarDate } from "~/lib/calendar";
import { studioToday } from "~/lib/studio-time";
import { marketHistory } from "~/server/history-source.server";
import { queueDigestEmail } from "~/server/queue-digest.server";
import type { Command } from "./command.server";

const USAGE = "Usage: npm run newsletter:digest -- --period monthly|quarterly [--as-of YYYY-MM-DD]";
const argsSchema = z.union([
  z.tuple([z.literal("--period"), z.enum(DIGEST_CADENCES)]),
  z.tuple([
    z.literal("--period"),
    z.enum(DIGEST_CADENCES),
    z.literal("--as-of"),
    z.string().refine(isCalendarDate, "a date YYYY-MM-DD"),
  ]),
]);

/** Today in Greenwich, CT: the day the broker's month or quarter ends. */
export function brokerToday(now = new Date()): string {
  return studioToday(now);
}

/**
 * `npm run newsletter:digest -- --period monthly|quarterly [--as-of YYYY-MM-DD]` (decision 150):
 * queues the digest of the month or quarter just ended on the day (today in Greenwich by default)
 * for every confirmed subscriber of that cadence who does not have it. The timer runs it every
 * day: until the history holds the period's last day (its week is published) it queues nothing
 * and says why; once it does, the first run queues the period and later runs queue only an
 * address confirmed since.
 */
export const newsletterDigestCommand: Command = async (args, { db, config, io, wakeOutbox }) => {
  const parsed = argsSchema.safeParse(args);
  if (!parsed.success) {
    io.err(`${USAGE}\n`);
    return 2;
  }
  const [, cadence, , asOf = brokerToday()] = parsed.data;
  const period = periodJustEnded(cadence, asOf);
  const name = `The ${DIGEST_NAMES[cadence]} for ${period.label}`;
  const history = await marketHistory({ forms: { db } });
  if (!periodHeld(history, period)) {
    io.out(`${name}: not queued yet: the history ends on ${history.lastDay}, before ${period.to}.\n`);
    return 0;
  }
  if (!config.SMTP_URL) io.err("SMTP_URL is unset: the e-mails are queued and sent once it is set.\n");
  const { queued, recipients } = await queueDigestEmail(db, { period, startedBy: "command line" });
  wakeOutbox();
  io.out(
    queued > 0
      ? `${name}: queued for ${queued} confirmed subscriber(s); the server sends ${config.NEWSLETTER_RATE_PER_MINUTE} a minute.\n`
      : `${name}: nothing new to send: it is queued or sent for ${recipients === 0 ? "no one: there is no confirmed subscriber of that cadence" : `all ${recipients} confirmed subscriber(s) of that cadence`}.\n`,
  );
  return 0;
};
