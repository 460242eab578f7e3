// `npm run bench:newsletter`: the weekly report e-mail to BENCH_SUBSCRIBERS (default 10,000)
// confirmed weekly subscribers spread evenly over BENCH_SEGMENTS (default 200) distinct markets
// (villages, sale types and a price band, decision 147; market 0 is the whole town), on one
// instance. A benchmark that prints figures, not a test: they vary with the machine and its load.
//
// The parts are the deployed ones: a throw-away PostgreSQL (tests/cluster/harness.ts) migrated by
// openDatabase; a year of imported history (decision 116) from the sample generator, so that the
// markets' figures differ; each week published by `npm run report:import -- --publish` in a process
// of its own (tests/support/publish-week.ts) and queued as publication queues it
// (queueReportEmail); and a real SMTP server (smtp-server) in a child process of its own, so that
// its work and memory are not counted as the instance's. The receiver keeps each message's arrival
// time, Message-ID and recipient, and the first 64 KB of one message per subject (none of the rest).
//
// The instance is `startDelivery` of server/delivery.ts, as server.ts starts it, in this process:
// the outbox worker, the mailer and the report deliverer as deployed, with SMTP_URL to the receiver.
// Running it here rather than spawning a server (startInstance of the harness) is what lets the
// bench read `Delivery.leads`, the MarketLeads that counts each lead computed, without a debugging
// endpoint in the site, and measure this process's CPU and memory as the sender's alone. What it
// leaves out: a server's render cache, whose warm a report e-mail waits for first
// (warmBeforeSending, 15 s at most); none is registered here. NODE_ENV is production, so React's
// production build renders the e-mails, as on the server.
//
// 1. The rate not binding: BENCH_SMALL (default 2,000; 0 skips it) subscribers, a week published
//    and sent to them; then the rest up to BENCH_SUBSCRIBERS and another week to all of them. For
//    each: the time to queue, the time from the publication (report:import returned) to the last
//    message accepted, messages per second, the CPU per message of this process, of PostgreSQL and
//    of the receiver, each message arrived exactly once, the leads computed against the distinct
//    markets, and this process's RSS and heap before, at peak and after a full GC (the small and
//    the large send side by side show whether memory grows with the list).
// 2. The rate binding: NEWSLETTER_RATE_PER_MINUTE = BENCH_RATE (default 600), a minute after the
//    last send's last message (the rate counts every list e-mail delivered in the last minute), a
//    third week for BENCH_RATE_SECONDS (default 75): the most messages accepted in any sliding
//    60-second window, and how many arrived in each 15 seconds.
//
// Ports 4140 (PostgreSQL) and 4141 (SMTP).
import { fork, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

process.env.NODE_ENV = "production";

const PORTS = { postgres: 4140, smtp: 4141 };
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const SMALL = Math.min(SUBSCRIBERS, Number(process.env.BENCH_SMALL ?? 2_000));
const SEGMENTS = Number(process.env.BENCH_SEGMENTS ?? 200);
const RATE = Number(process.env.BENCH_RATE ?? 600);
const RATE_SECONDS = Number(process.env.BENCH_RATE_SECONDS ?? 75);
/** Earlier weeks' report e-mails in the outbox, delivered: what its retention (30 days) keeps. */
const RETAINED_WEEKS = Number(process.env.BENCH_RETAINED_WEEKS ?? 4);
/** Phase 1's rate: high enough never to bind. */
const UNBOUND_RATE = 1_000_000;
const TARGET_SECONDS = 60;
const SITE_URL = "https://www.greenwich-report.test";
/** The imported history (decision 116): a year after the seed weeks, as `npm run bench:import` stores it. */
const HISTORY = { from: "2025-10-27", to: "2026-10-25" };
/** The weeks published: the first starts the Monday after the history; week 90 started on 2025-11-03. */
const FIRST_WEEK = { week: 141, start: "2026-10-26" };

/** What the receiver knows of one message: when it was accepted (epoch ms), its Message-ID, its recipient. */
type Arrival = { at: number; messageId: string; to: string };
type ReceiverReport = { arrivals: Arrival[]; samples: Record<string, string>; bytes: number; cpuMs: number };

// ------------------------------------------------------------------------------------------------
// The SMTP receiver, in a child process of its own (this file with --receiver).
// ------------------------------------------------------------------------------------------------

async function runReceiver(port: number) {
  const { SMTPServer } = await import("smtp-server");
  let arrivals: Arrival[] = [];
  let samples: Record<string, string> = {};
  let bytes = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      // The headers and the start of the body are read; the rest (the charts) is dropped.
      let head = "";
      stream.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        if (head.length < 64_000) head += chunk.toString("latin1");
      });
      stream.on("end", () => {
        const at = performance.timeOrigin + performance.now();
        const headers = head.slice(0, head.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
        const header = (name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(headers)?.[1] ?? "";
        const messageId = header("Message-ID");
        for (const to of session.envelope.rcptTo) arrivals.push({ at, messageId, to: to.address });
        const subject = header("Subject");
        if (!(subject in samples) && Object.keys(samples).length < 1_000) samples[subject] = head;
        callback();
      });
    },
  });
  server.listen(port, "127.0.0.1");
  await once(server.server, "listening");
  process.on("message", (message: string) => {
    if (message === "count") process.send!({ count: arrivals.length });
    if (message === "report") {
      const cpu = process.cpuUsage();
      process.send!({ arrivals, samples, bytes, cpuMs: (cpu.user + cpu.system) / 1000 } satisfies ReceiverReport);
      arrivals = [];
      samples = {};
      bytes = 0;
    }
    if (message === "stop") server.close(() => process.exit(0));
  });
  process.send!("listening");
}

if (process.argv[2] === "--receiver") {
  await runReceiver(Number(process.argv[3]));
} else {
  await bench();
}

/**
 * The CPU time the PostgreSQL server on `port` and its backends have used, in ms, from /proc (Linux;
 * clock ticks of 10 ms): the postmaster is the `postgres` process started with `-p port`.
 */
function postgresCpuMs(port: number): number {
  const processes = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
        return [
          { pid: Number(pid), parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), command },
        ];
      } catch {
        return [];
      }
    });
  const postmaster = processes.find(
    (entry) => entry.command[0]?.endsWith("/postgres") && entry.command.includes(String(port)),
  );
  if (!postmaster) return NaN;
  const ticks = processes
    .filter((entry) => entry.pid === postmaster.pid || entry.parent === postmaster.pid)
    .reduce((sum, entry) => sum + entry.ticks, 0);
  return ticks * 10;
}

/** The receiver's answer to the next message of the kind asked; rejects when it has exited. */
function ask<T>(child: ChildProcess, question: string, isAnswer: (message: unknown) => boolean): Promise<T> {
  return new Promise((resolve, reject) => {
    const exited = () => reject(new Error("the SMTP receiver exited"));
    const listen = (message: unknown) => {
      if (!isAnswer(message)) return;
      child.off("message", listen);
      child.off("exit", exited);
      resolve(message as T);
    };
    if (child.exitCode !== null) return exited();
    child.on("message", listen);
    child.once("exit", exited);
    child.send(question);
  });
}

// ------------------------------------------------------------------------------------------------
// The benchmark.
// ------------------------------------------------------------------------------------------------

async function bench() {
  const { randomBytes } = await import("node:crypto");
  const { default: pino } = await import("pino");
  const { startPostgres } = await import("../tests/cluster/harness");
  const { publishWeekByCommand } = await import("../tests/support/publish-week");
  const { openDatabase } = await import("../app/server/db.server");
  const { parseEnv } = await import("../app/server/env.server");
  const { startDelivery } = await import("../server/delivery");
  const { queueReportEmail } = await import("../app/server/queue-report.server");
  const { storeHistoryWeeks } = await import("../app/server/week-store.server");
  const { sampleHistory, SAMPLE_SEED } = await import("../app/domain/sample-history");
  const { addDays, weekStartOf, weekEndOf } = await import("../app/lib/calendar");
  const { GREENWICH_ZIPS } = await import("../app/domain/contract-types");
  const { SALE_PRICE_BANDS, SALE_TYPES } = await import("../app/domain/market-records");
  const { knownChoice, marketKey } = await import("../app/features/newsletter/market-choice");
  const { MarketLeads } = await import("../app/features/newsletter/market-lead");
  const { subscribers, outbox } = await import("~db/schema");
  const { OUTBOX_RETENTION_DAYS } = await import("../app/server/retention.server");
  const { count, sql } = await import("drizzle-orm");

  const load = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(", ");
  const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** Market `index` of SEGMENTS: 0 is the whole town; the others distinct villages, types and band. */
  const bands = ["all", ...SALE_PRICE_BANDS.map((band) => band.id)] as const;
  function marketOf(index: number) {
    if (index === 0) return { villages: [] as string[], homeTypes: [] as string[], priceBand: "all" };
    // A walk over every non-empty set of villages (31), set of types (32, none: every type) and band
    // (5) by a stride prime to their product, so neighbours differ in all three.
    const combos = 31 * 32 * bands.length;
    const code = (index * 1_237) % combos;
    const villageBits = (code % 31) + 1;
    const typeBits = Math.floor(code / 31) % 32;
    const band = bands[Math.floor(code / (31 * 32))]!;
    return {
      villages: GREENWICH_ZIPS.filter((_, bit) => villageBits & (1 << bit)),
      homeTypes: SALE_TYPES.filter((_, bit) => typeBits & (1 << bit)),
      priceBand: band,
    };
  }
  const markets = Array.from({ length: SEGMENTS }, (_, index) => marketOf(index));
  const distinctMarkets = new Set(markets.map((market) => marketKey(knownChoice({ ...market, cadence: "weekly" }))))
    .size;
  if (distinctMarkets !== SEGMENTS) throw new Error(`only ${distinctMarkets} of ${SEGMENTS} markets are distinct`);

  console.log(
    `bench:newsletter: ${SUBSCRIBERS.toLocaleString("en-US")} confirmed weekly subscribers over ${SEGMENTS} distinct markets (${SUBSCRIBERS % SEGMENTS === 0 ? SUBSCRIBERS / SEGMENTS : `about ${Math.round(SUBSCRIBERS / SEGMENTS)}`} each, market 0 the whole town), Node ${process.version}, load average ${load()}`,
  );

  const postgres = await startPostgres(PORTS.postgres);
  const databaseUrl = postgres.url("gmr");
  const handle = await openDatabase({ databaseUrl });
  const db = handle.db;
  const weekDir = mkdtempSync(path.join(tmpdir(), "gmr-bench-newsletter-"));
  // The receiver runs without a heap limit given to the instance (node --max-old-space-size).
  const receiver = fork(fileURLToPath(import.meta.url), ["--receiver", String(PORTS.smtp)], {
    stdio: "inherit",
    execArgv: process.execArgv.filter((arg) => !arg.startsWith("--max-old-space-size")),
  });
  const listening = once(receiver, "message");
  let delivery: ReturnType<typeof startDelivery> | undefined;
  try {
    await listening;

    // The history the markets' figures come from: a year of the sample generator's contracts.
    const contracts = sampleHistory({ ...HISTORY, seed: SAMPLE_SEED });
    const byWeek = new Map<string, typeof contracts>();
    for (const contract of contracts) {
      const start = weekStartOf(contract.contractDate);
      byWeek.set(start, [...(byWeek.get(start) ?? []), contract]);
    }
    await storeHistoryWeeks(
      db,
      {
        fileName: "bench-history.csv",
        weeks: [...byWeek].map(([startDate, rows]) => ({ startDate, endDate: weekEndOf(startDate), contracts: rows })),
      },
      { userId: null, actor: "bench:newsletter" },
    );
    console.log(`history: ${contracts.length} contracts over ${byWeek.size} weeks (${HISTORY.from} to ${HISTORY.to})`);

    // The outbox as a running site's holds it: the earlier weeks' report e-mails, delivered, kept
    // for OUTBOX_RETENTION_DAYS (app/server/retention.server.ts).
    if (RETAINED_WEEKS > 0) {
      await db.execute(sql`
        insert into ${outbox} (kind, payload, idempotency_key, status, attempts, created_at, delivered_at)
        select 'report_email', jsonb_build_object('week', week, 'subscriberId', id, 'messageKey', md5(week || ':' || id)),
          'report_email:week:' || week || ':subscriber:' || id, 'delivered', 1,
          now() - make_interval(days => 7 * (${FIRST_WEEK.week}::int - week)), now() - make_interval(days => 7 * (${FIRST_WEEK.week}::int - week))
        from generate_series(${FIRST_WEEK.week - RETAINED_WEEKS}::int, ${FIRST_WEEK.week - 1}::int) as week,
          generate_series(1, ${SUBSCRIBERS}::int) as id`);
      console.log(
        `outbox: ${(RETAINED_WEEKS * SUBSCRIBERS).toLocaleString("en-US")} delivered report e-mails of ${RETAINED_WEEKS} earlier weeks (${OUTBOX_RETENTION_DAYS} days of retention)`,
      );
    }

    /** Subscribers `from`..`to`-1, confirmed, weekly, subscriber i in market i mod SEGMENTS; inserted in bulk. */
    async function addSubscribers(from: number, to: number) {
      const started = performance.now();
      for (let start = from; start < to; start += 1_000) {
        await db.insert(subscribers).values(
          Array.from({ length: Math.min(1_000, to - start) }, (_, offset) => {
            const index = start + offset;
            const email = `reader${index}@example.org`;
            return {
              firstName: "Reader",
              lastName: String(index),
              email,
              emailKey: email,
              status: "confirmed" as const,
              confirmedAt: new Date(),
              unsubscribeToken: randomBytes(24).toString("base64url"),
              cadence: "weekly",
              ...markets[index % SEGMENTS]!,
            };
          }),
        );
      }
      console.log(
        `${(to - from).toLocaleString("en-US")} subscribers inserted in ${seconds(performance.now() - started)}`,
      );
    }

    /** Publishes the `offset`-th week after the history through report:import, with the sample generator's contracts of those days. */
    function publish(offset: number): { week: number; publishedAt: number } {
      const week = FIRST_WEEK.week + offset;
      const start = addDays(FIRST_WEEK.start, 7 * offset);
      const end = weekEndOf(start);
      const rows = sampleHistory({ from: start, to: end, seed: SAMPLE_SEED + 1 + offset }).map((row, index) => {
        const [year, month, day] = row.contractDate.split("-");
        return [
          `${index + 1} ${row.address}`,
          row.type,
          row.zone,
          row.zip,
          row.acres ?? "",
          row.sqft ?? "",
          row.price,
          row.dom,
          `${month}/${day}/${year}`,
        ].join(",");
      });
      const took = publishWeekByCommand({
        week,
        start,
        end,
        rows,
        env: { DATABASE_URL: databaseUrl, SITE_URL },
        dir: weekDir,
      });
      console.log(
        `week ${week} (${start} to ${end}, ${rows.length} contracts) published by report:import in ${seconds(took)}`,
      );
      return { week, publishedAt: performance.timeOrigin + performance.now() };
    }

    function startInstance(ratePerMinute: number) {
      const config = parseEnv({
        NODE_ENV: "production",
        DATABASE_URL: databaseUrl,
        SITE_URL,
        SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
        MAIL_FROM: "Alex Morgan <alex@greenwich-report.test>",
        NEWSLETTER_RATE_PER_MINUTE: String(ratePerMinute),
      });
      return startDelivery(config, db, pino({ level: "warn" }));
    }

    let receiverCpuMs = 0;
    /** Queues the week as publication does, wakes the worker, waits for `expected` messages or `limitMs`. */
    async function send(week: number, publishedAt: number, expected: number, limitMs: number) {
      const memory = { rss: 0, heap: 0 };
      global.gc?.();
      const before = process.memoryUsage();
      const sampler = setInterval(() => {
        const now = process.memoryUsage();
        memory.rss = Math.max(memory.rss, now.rss);
        memory.heap = Math.max(memory.heap, now.heapUsed);
      }, 50);
      const computedBefore = delivery!.leads.computed;
      const cpuBefore = process.cpuUsage();
      const postgresBefore = postgresCpuMs(PORTS.postgres);
      const queueStarted = performance.now();
      const { queued } = await queueReportEmail(db, { week, startedBy: "bench:newsletter" });
      const queueMs = performance.now() - queueStarted;
      delivery!.worker.wake();
      const deadline = performance.now() + limitMs;
      while (performance.now() < deadline) {
        const { count: received } = await ask<{ count: number }>(receiver, "count", (message) =>
          Boolean(message && typeof message === "object" && "count" in message),
        );
        if (received >= expected) break;
        await sleep(200);
      }
      clearInterval(sampler);
      const cpu = process.cpuUsage(cpuBefore);
      const postgresMs = postgresCpuMs(PORTS.postgres) - postgresBefore;
      // What the send left behind once its garbage is collected.
      global.gc?.();
      const after = process.memoryUsage();
      const report = await ask<ReceiverReport>(receiver, "report", (message) =>
        Boolean(message && typeof message === "object" && "arrivals" in message),
      );
      const receiverCpuMs0 = receiverCpuMs;
      receiverCpuMs = report.cpuMs;
      return {
        queued,
        queueMs,
        report,
        before,
        memory,
        after,
        cpuMs: (cpu.user + cpu.system) / 1000,
        systemMs: cpu.system / 1000,
        postgresMs,
        receiverMs: report.cpuMs - receiverCpuMs0,
        computed: delivery!.leads.computed - computedBefore,
      };
    }

    /** Phase 1 for the subscribers there are now: every figure of the send printed. */
    async function fullSend(offset: number, expected: number) {
      console.log(`\n${expected.toLocaleString("en-US")} subscribers, the rate not binding (load average ${load()})`);
      const { week, publishedAt } = publish(offset);
      const sent = await send(week, publishedAt, expected, 10 * 60_000);
      const arrivals = sent.report.arrivals;
      const last = Math.max(...arrivals.map((arrival) => arrival.at));
      const first = Math.min(...arrivals.map((arrival) => arrival.at));
      const ids = new Set(arrivals.map((arrival) => arrival.messageId));
      const recipients = new Set(arrivals.map((arrival) => arrival.to));
      const [pending] = await db
        .select({ n: count() })
        .from(outbox)
        .where(
          sql`${outbox.kind} = 'report_email' and ${outbox.payload}->>'week' = ${String(week)} and ${outbox.status} <> 'delivered'`,
        );
      const total = last - publishedAt;
      console.log(
        [
          `  queued ${sent.queued.toLocaleString("en-US")} report_email rows in ${(sent.queueMs / 1000).toFixed(2)} s (queueReportEmail, one transaction)`,
          `  publication to the last message accepted: ${seconds(total)} (${total <= TARGET_SECONDS * 1000 ? "within" : "OVER"} ${TARGET_SECONDS} s); first message after ${seconds(first - publishedAt)}`,
          `  ${arrivals.length.toLocaleString("en-US")} messages, ${(arrivals.length / ((last - first) / 1000)).toFixed(0)} per second from the first to the last; ${(sent.report.bytes / arrivals.length / 1024).toFixed(0)} KB each on average`,
          `  CPU of this process (the instance): ${seconds(sent.cpuMs)}, ${(sent.cpuMs / arrivals.length).toFixed(1)} ms per message (${((100 * sent.systemMs) / sent.cpuMs).toFixed(0)}% in the kernel); PostgreSQL ${(sent.postgresMs / arrivals.length).toFixed(1)} ms and the receiver ${(sent.receiverMs / arrivals.length).toFixed(1)} ms per message`,
          `  arrived: ${arrivals.length} messages, ${ids.size} distinct Message-IDs, ${recipients.size} distinct recipients of ${expected} (${arrivals.length === expected && ids.size === expected && recipients.size === expected ? "each exactly once" : "NOT each exactly once"}); rows not delivered: ${pending?.n ?? "?"}`,
          `  leads computed: ${sent.computed} for ${Math.min(SEGMENTS, expected)} distinct markets (${sent.computed === Math.min(SEGMENTS, expected) ? "each once" : "NOT each once"}; MarketLeads.MAX_LEADS ${MarketLeads.MAX_LEADS})`,
          `  memory of this process: RSS ${mb(sent.before.rss)} before, ${mb(sent.memory.rss)} at peak (+${mb(sent.memory.rss - sent.before.rss)}); heap used ${mb(sent.before.heapUsed)} before, ${mb(sent.memory.heap)} at peak (+${mb(sent.memory.heap - sent.before.heapUsed)}), ${mb(sent.after.heapUsed)} after a full GC (+${mb(sent.after.heapUsed - sent.before.heapUsed)})`,
        ].join("\n"),
      );
      return { samples: sent.report.samples, last };
    }

    delivery = startInstance(UNBOUND_RATE);
    let offset = 0;
    if (SMALL > 0 && SMALL < SUBSCRIBERS) {
      await addSubscribers(0, SMALL);
      await fullSend(offset++, SMALL);
    }
    await addSubscribers(SMALL < SUBSCRIBERS ? SMALL : 0, SUBSCRIBERS);
    const { samples, last } = await fullSend(offset++, SUBSCRIBERS);

    // The leads differ: one sample message per subject, its lead's heading and first figures.
    const leads = new Set(
      Object.values(samples).map((raw) => {
        const text = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
        const start = text.indexOf("Your market:");
        return start < 0 ? "(no lead: the whole town)" : text.slice(start, text.indexOf("13 weeks:", start) + 200);
      }),
    );
    console.log(
      `  ${Object.keys(samples).length} distinct subjects; ${leads.size} distinct leads among one message of each`,
    );

    // Phase 2: the send rate, once the unbound send's messages have left the last minute.
    await delivery.worker.stop();
    delivery = startInstance(RATE);
    const wait = last + 60_000 - (performance.timeOrigin + performance.now());
    if (wait > 0) {
      console.log(`\n(waiting ${seconds(wait)}: the rate counts every list e-mail delivered in the last minute)`);
      await sleep(wait);
    }
    console.log(
      `\nNEWSLETTER_RATE_PER_MINUTE=${RATE}, ${RATE_SECONDS} s of a send to ${SUBSCRIBERS.toLocaleString("en-US")} (load average ${load()})`,
    );
    const { week, publishedAt } = publish(offset++);
    const sent = await send(week, publishedAt, SUBSCRIBERS, RATE_SECONDS * 1000);
    const times = sent.report.arrivals.map((arrival) => arrival.at).sort((a, b) => a - b);
    let most = 0;
    for (let first = 0, last = 0; last < times.length; last += 1) {
      while (times[last]! - times[first]! >= 60_000) first += 1;
      most = Math.max(most, last - first + 1);
    }
    console.log(
      [
        `  ${times.length} messages accepted in ${RATE_SECONDS} s; the most in any 60-second window: ${most} (${most <= RATE ? "within" : "OVER"} the rate of ${RATE})`,
        `  accepted in each 15 s from publication: ${Array.from({ length: Math.ceil(RATE_SECONDS / 15) }, (_, quarter) => times.filter((at) => Math.floor((at - publishedAt) / 15_000) === quarter).length).join(", ")}; rows still queued: ${SUBSCRIBERS - times.length}`,
      ].join("\n"),
    );
  } finally {
    await delivery?.worker.stop();
    receiver.send("stop");
    await handle.close();
    await postgres.stop();
    rmSync(weekDir, { recursive: true, force: true });
  }
}
