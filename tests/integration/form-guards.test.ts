import express from "express";
import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { formGuards } from "../../app/server/form-guards.server";

let server: Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

/** An app with the guards in front of a form action that answers 200. */
async function guardedApp(options: { ratePerMinute: number; trustProxy?: boolean }) {
  const app = express();
  app.set("trust proxy", options.trustProxy ? 1 : false);
  app.use(formGuards({ siteUrl: "https://www.example.com", ratePerMinute: options.ratePerMinute }));
  // The actions answer 429 for a post the limiter marked (see form-actions.test.ts).
  app.all("/{*splat}", (_req, res) => res.status(res.locals.rateLimited ? 429 : 200).send("ok"));
  server = app.listen(0, "127.0.0.1");
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
    server?.close();

    const proxied = await guardedApp({ ratePerMinute: 1, trustProxy: true });
    expect((await post(`${proxied}/subscribe`, { "X-Forwarded-For": "10.0.0.1" })).status).toBe(200);
    expect((await post(`${proxied}/subscribe`, { "X-Forwarded-For": "10.0.0.1" })).status).toBe(429);
    expect((await post(`${proxied}/subscribe`, { "X-Forwarded-For": "10.0.0.2" })).status).toBe(200);
  });
});
