import express from "express";
import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import type { Store } from "express-rate-limit";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rateLimits } from "~db/schema";
import type { DatabaseHandle } from "../../app/server/db.server";
import {
  DatabaseRateLimitStore,
  FORM_BODY_LIMIT_BYTES,
  formGuards,
  UPLOAD_BODY_LIMIT_BYTES,
  WORD_KEEPING_LIMIT_BYTES,
} from "../../app/server/form-guards.server";
import { CONTACT_LIMITS } from "../../app/features/leads/contact-fields";
import { databases, emptyTables } from "./databases";
import { countHit } from "../../app/server/rate-limit-counter.server";
import { purgeExpiredLeads } from "../../app/server/retention.server";
import { allowFromAddress } from "../../app/features/studio/sign-in-limit.server";
import { privacyPage } from "../../content/privacy";
import { site } from "../../content/site";

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
  // The contact and sign-up actions answer 413 with the words for a post marked too large.
  app.all("/{*splat}", (_req, res) =>
    res
      .status(res.locals.rateLimited ? 429 : res.locals.bodyTooLarge ? 413 : 200)
      .send(res.locals.bodyTooLarge ? "marked" : "ok"),
  );
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

  it("lets every field of the contact form reach its character limit in any script", async () => {
    const base = await guardedApp({ ratePerMinute: 0 });
    const full = (character: string) =>
      new URLSearchParams({
        name: character.repeat(CONTACT_LIMITS.name),
        email: character.repeat(CONTACT_LIMITS.email),
        phone: character.repeat(CONTACT_LIMITS.phone),
        userType: "investor",
        message: character.repeat(CONTACT_LIMITS.message),
        website: "",
        returnTo: `/${"a".repeat(300)}`,
      }).toString();
    // 4 bytes of UTF-8 each, sent as %XX: 12 bytes a character.
    expect(full("\u{1F3E1}").length).toBeLessThanOrEqual(FORM_BODY_LIMIT_BYTES);
    expect((await post(`${base}/contact`, {}, full("\u{1F3E1}"))).status).toBe(200);
    // The post of the issue: 1,600 Cyrillic characters.
    expect((await post(`${base}/contact`, {}, `message=${encodeURIComponent("\u0416".repeat(1600))}`)).status).toBe(
      200,
    );
  });

  it("marks a visitor's form post over the limit (its words come back), and refuses any other with 413", async () => {
    const base = await guardedApp({ ratePerMinute: 0 });
    const big = `name=${"a".repeat(FORM_BODY_LIMIT_BYTES)}`;
    for (const path of ["/contact", "/subscribe", "/contact.data"]) {
      const answer = await post(`${base}${path}`, {}, big);
      expect([answer.status, await answer.text()]).toEqual([413, "marked"]);
    }
    const other = await post(`${base}/studio/sign-in`, {}, big);
    expect(other.status).toBe(413);
    expect(await other.text()).toMatch(/^Too large/);
    const huge = await post(`${base}/contact`, {}, `name=${"a".repeat(WORD_KEEPING_LIMIT_BYTES)}`);
    expect(await huge.text()).toMatch(/^Too large/);
    expect((await post(`${base}/subscribe`, {}, `name=${"a".repeat(2_000)}`)).status).toBe(200);
  });

  it("answers a 50 MB export posted to the studio with a page that says what to do (bad input)", async () => {
    const base = await guardedApp({ ratePerMinute: 0 });
    const export50 = `MLS #,Address\n${"1,a\n".repeat((50 * 1024 * 1024) / 4)}`;
    expect(export50.length).toBeGreaterThan(UPLOAD_BODY_LIMIT_BYTES);
    const answer = await fetch(`${base}/studio/weeks`, {
      method: "POST",
      headers: { "Content-Type": "text/csv" },
      body: export50,
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.get("content-type")).toMatch(/^text\/html/);
    const page = await answer.text();
    expect(page).toContain("<h1>Upload too large</h1>");
    expect(page).toContain("This upload is 50 MB; the studio takes files up to 5 MB. Nothing was stored.");
    expect(page).toContain('<a href="/studio/weeks">');
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

  it("does what the privacy policy says of the form counter: memory on one server, a row naming the address on a shared database, deleted once its minute ends", async () => {
    const counter = privacyPage(site)
      .sections.flatMap((section) => section.paragraphs)
      .find((paragraph) => paragraph.includes("counts form submissions"))!;
    // One server (no store): nothing is written.
    const alone = await guardedApp({ ratePerMinute: 5, trustProxy: true });
    expect((await post(`${alone}/subscribe`, { "X-Forwarded-For": "203.0.113.11" })).status).toBe(200);
    expect(await handle.db.select().from(rateLimits)).toEqual([]);
    expect(counter).toMatch(/single server, that count is kept in the server’s memory and never written down/);
    // Several servers: a row holding the network address and the count, until its window is purged.
    const store = storeOn(handle);
    const shared = await guardedApp({ ratePerMinute: 5, trustProxy: true, rateLimitStore: store });
    expect((await post(`${shared}/subscribe`, { "X-Forwarded-For": "203.0.113.11" })).status).toBe(200);
    expect((await handle.db.select().from(rateLimits)).map((row) => [row.key, row.hits])).toEqual([
      ["form:203.0.113.11", 1],
    ]);
    expect(counter).toMatch(/a row in that database holding your network address and the number of submissions/);
    expect(counter).toMatch(/deleted within ten minutes after its minute ends, and in any case by the daily clean-up/);
    await handle.db.execute(sql`UPDATE rate_limits SET reset_at = now() - interval '1 second'`);
    await store.purgeExpired();
    expect(await handle.db.select().from(rateLimits)).toEqual([]);
  });

  it("counts form posts and sign-in attempts with one counter, and the daily retention task purges ended windows of both", async () => {
    expect((await countHit(handle.db, "form:203.0.113.10", 60_000)).hits).toBe(1);
    expect((await countHit(handle.db, "form:203.0.113.10", 60_000)).hits).toBe(2);
    expect(await allowFromAddress(handle.db, "203.0.113.10")).toBe(true);
    expect(await allowFromAddress(handle.db, "203.0.113.10")).toBe(true);
    const keys = (await handle.db.select().from(rateLimits)).map((row) => [row.key, row.hits]);
    expect(keys.sort()).toEqual([
      ["form:203.0.113.10", 2],
      ["sign-in:ip:203.0.113.10", 2],
    ]);
    // A window still open is kept; ended ones are deleted by the retention task (no DatabaseRateLimitStore
    // runs on the embedded database, so this is its only purge).
    await handle.db.execute(
      sql`UPDATE rate_limits SET reset_at = now() - interval '1 second' WHERE key LIKE 'sign-in:%'`,
    );
    await purgeExpiredLeads(handle.db);
    expect((await handle.db.select().from(rateLimits)).map((row) => row.key)).toEqual(["form:203.0.113.10"]);
  });
});
