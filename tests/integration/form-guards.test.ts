import express from "express";
import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import type { Store } from "express-rate-limit";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rateLimits } from "../../db/schema";
import type { DatabaseHandle } from "../../app/server/db.server";
import { DatabaseRateLimitStore, formGuards } from "../../app/server/form-guards.server";
import { databases, emptyTables } from "./databases";

let servers: Server[] = [];
afterEach(() => {
  for (const server of servers) server.close();
  servers = [];
});

/** An app with the guards in front of a form action that answers 200. */
async function guardedApp(options: { ratePerMinute: number; trustProxy?: boolean; rateLimitStore?: Store }) {
  const app = express();
  app.set("trust proxy", options.trustProxy ? 1 : false);
  app.use(
    formGuards({
      siteUrl: "https://www.example.com",
      ratePerMinute: options.ratePerMinute,
      rateLimitStore: options.rateLimitStore,
    }),
  );
  // The actions answer 429 for a post the limiter marked (see form-actions.test.ts).
  app.all("/{*splat}", (_req, res) => res.status(res.locals.rateLimited ? 429 : 200).send("ok"));
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const form = "name=Ann&email=ann%40example.com";
const post = (url: string, headers: Record<string, string> = {}, body: string = form) =>
  fetch(url, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers }, body });

describe("form guards", () => {
  it("answers 403 to a post from another site, and lets this site's posts through", async () => {
    const base = await guardedApp({ ratePerMinute: 0 });
    const host = new URL(base).host;
    expect((await post(`${base}/contact`, { Origin: "https://evil.example" })).status).toBe(403);
    expect((await post(`${base}/contact`, { Origin: "null" })).status).toBe(403);
    expect((await post(`${base}/contact`, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await post(`${base}/contact`, { Origin: `http://${host}` })).status).toBe(200);
    expect((await post(`${base}/contact`, { Origin: "https://www.example.com" })).status).toBe(200);
    expect((await post(`${base}/contact`)).status).toBe(200);
    expect((await fetch(`${base}/contact`, { headers: { Origin: "https://evil.example" } })).status).toBe(200);
  });

  it("answers 413 to a body over the limit", async () => {
    const base = await guardedApp({ ratePerMinute: 0 });
    expect((await post(`${base}/subscribe`, {}, `name=${"a".repeat(20_000)}`)).status).toBe(413);
    expect((await post(`${base}/subscribe`, {}, `name=${"a".repeat(2_000)}`)).status).toBe(200);
  });

  it("limits posts per client address, and counts the forwarded address only behind a trusted proxy", async () => {
    const direct = await guardedApp({ ratePerMinute: 3 });
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      // Without TRUST_PROXY a forged X-Forwarded-For does not give a fresh allowance.
      statuses.push((await post(`${direct}/subscribe`, { "X-Forwarded-For": `10.0.0.${index}` })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect((await fetch(`${direct}/subscribe`)).status).toBe(200);

    const proxied = await guardedApp({ ratePerMinute: 1, trustProxy: true });
    expect((await post(`${proxied}/subscribe`, { "X-Forwarded-For": "10.0.0.1" })).status).toBe(200);
    expect((await post(`${proxied}/subscribe`, { "X-Forwarded-For": "10.0.0.1" })).status).toBe(429);
    expect((await post(`${proxied}/subscribe`, { "X-Forwarded-For": "10.0.0.2" })).status).toBe(200);
  });
});

describe.each(databases)("form rate limit counted in $name", ({ open, openPeer }) => {
  let handle: DatabaseHandle;
  let peer: DatabaseHandle;
  const stores: DatabaseRateLimitStore[] = [];
  beforeAll(async () => {
    handle = await open();
    peer = await openPeer(handle);
  }, 60_000);
  afterAll(async () => {
    for (const store of stores) store.shutdown();
    await peer?.close();
    await handle?.close();
  });
  beforeEach(async () => {
    await emptyTables(handle);
  });

  const storeOn = (database: DatabaseHandle) => {
    const store = new DatabaseRateLimitStore(database.db);
    stores.push(store);
    return store;
  };

  it("holds across two instances: 20 posts from one client spread over both, exactly 10 accepted", async () => {
    const first = await guardedApp({ ratePerMinute: 10, trustProxy: true, rateLimitStore: storeOn(handle) });
    const second = await guardedApp({ ratePerMinute: 10, trustProxy: true, rateLimitStore: storeOn(peer) });
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post(`${index % 2 === 0 ? first : second}/subscribe`, { "X-Forwarded-For": "203.0.113.7" }).then(
          (response) => response.status,
        ),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    // Another client has its own allowance.
    expect((await post(`${second}/subscribe`, { "X-Forwarded-For": "203.0.113.8" })).status).toBe(200);
  });

  it("starts a fresh window once the last one has ended, and purges ended windows", async () => {
    const store = storeOn(handle);
    const base = await guardedApp({ ratePerMinute: 1, trustProxy: true, rateLimitStore: store });
    expect((await post(`${base}/subscribe`, { "X-Forwarded-For": "203.0.113.9" })).status).toBe(200);
    expect((await post(`${base}/subscribe`, { "X-Forwarded-For": "203.0.113.9" })).status).toBe(429);
    await handle.db.execute(sql`UPDATE rate_limits SET reset_at = now() - interval '1 second'`);
    expect((await post(`${base}/subscribe`, { "X-Forwarded-For": "203.0.113.9" })).status).toBe(200);
    await handle.db.execute(sql`UPDATE rate_limits SET reset_at = now() - interval '1 second'`);
    await store.purgeExpired();
    expect(await handle.db.select().from(rateLimits)).toEqual([]);
  });
});
