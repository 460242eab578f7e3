// `npm run bench:cluster`: the site behind nginx on one PostgreSQL (tests/cluster/harness.ts),
// with one instance and then two. For each: sign-ups per second (each a new address, the rate
// limit lifted, the webhook receiving) and page views per second (prerendered and server-rendered
// pages in turn), BENCH_SECONDS (default 10) each over CONNECTIONS kept-alive connections; then
// every sign-up's delivery counted at the webhook (deliveries, duplicates). Ports 4120-4124.
import autocannon from "autocannon";
import pg from "pg";
import {
  startInstance,
  startNginx,
  startPostgres,
  startReceiver,
  until,
  type Instance,
} from "../tests/cluster/harness";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
const PORTS = { nginx: 4120, instances: [4121, 4122], receiver: 4123, postgres: 4124 };
const PAGES = ["/", "/archive", "/market-report", "/sellers/pricing-guide", "/contact"];

const postgres = await startPostgres(PORTS.postgres);
const receiver = await startReceiver(PORTS.receiver);
const db = new pg.Pool({ connectionString: postgres.url("gmr"), max: 1 });
const env = {
  DATABASE_URL: postgres.url("gmr"),
  NEWSLETTER_WEBHOOK_URL: `http://127.0.0.1:${PORTS.receiver}/hook`,
  TRUST_PROXY: "1",
  FORM_RATE_LIMIT: "0",
};

let sequence = 0;
function signups(url: string, label: string) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: "POST",
        path: "/subscribe",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        setupRequest: (request) => {
          sequence += 1;
          const body = new URLSearchParams({
            firstName: "Bench",
            lastName: "Reader",
            email: `bench-${label}-${sequence}@example.com`,
          }).toString();
          return { ...request, body };
        },
      },
    ],
  });
}

function pageViews(url: string) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: PAGES.map((path) => ({ method: "GET" as const, path })),
  });
}

const count = async (query: string) => ((await db.query(query)).rows[0] as { count: number }).count;

const results: string[] = [];
try {
  for (const size of [1, 2]) {
    const ports = PORTS.instances.slice(0, size);
    const instances: Instance[] = await Promise.all(ports.map((port) => startInstance(port, env)));
    const nginx = await startNginx(PORTS.nginx, ports);
    try {
      const label = `${size}`;
      const posted = await signups(nginx.url, label);
      const viewed = await pageViews(nginx.url);
      await until(
        "the outbox to drain",
        async () => (await count("SELECT count(*)::int AS count FROM outbox WHERE status = 'pending'")) === 0,
        120_000,
      );
      const stored = await count(`SELECT count(*)::int AS count FROM subscribers WHERE email LIKE 'bench-${label}-%'`);
      const deliveries = receiver.deliveries.filter((delivery) => delivery.email.startsWith(`bench-${label}-`));
      const duplicates = deliveries.length - new Set(deliveries.map((delivery) => delivery.key)).size;
      results.push(
        [
          `${size} instance${size > 1 ? "s" : ""} behind nginx (${CONNECTIONS} connections, ${SECONDS} s each):`,
          `  sign-ups/s ${posted.requests.average.toFixed(1)} (p50 ${posted.latency.p50} ms, p99 ${posted.latency.p99} ms; ${posted["2xx"]} acknowledged, ${posted.non2xx} non-2xx, ${posted.errors} errors)`,
          `  page views/s ${viewed.requests.average.toFixed(1)} (p50 ${viewed.latency.p50} ms, p99 ${viewed.latency.p99} ms; ${viewed.non2xx} non-2xx, ${viewed.errors} errors)`,
          `  stored ${stored}, webhook deliveries ${deliveries.length}, duplicates ${duplicates}`,
        ].join("\n"),
      );
    } finally {
      await nginx.stop();
      await Promise.all(instances.map((instance) => instance.stop()));
    }
  }
} finally {
  await db.end();
  await receiver.stop();
  await postgres.stop();
}
console.log(results.join("\n"));
