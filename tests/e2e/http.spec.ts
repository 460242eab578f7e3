import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { publicRoutes } from "../../app/lib/public-routes";
import { site } from "../../content/site";

function nonceOf(policy: string | undefined): string {
  const match = policy?.match(/script-src [^;]*'nonce-([^']+)'/);
  expect(match, `nonce in ${policy}`).toBeTruthy();
  return match![1]!;
}

/** Every inline <script> (no src) in the HTML. */
function inlineScripts(html: string): string[] {
  // JSON-LD is a data block, never executed, so it needs no nonce.
  return [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/\bsrc=/.test(tag) && !/type="application\/ld\+json"/.test(tag));
}

test.describe("security headers", () => {
  // A server-rendered page that hydrates (decision 014): React Router's inline scripts carry the nonce.
  // The dashboard with a dialog open is rendered per request (its views are kept: decision 115).
  for (const path of ["/mock-market-report?glossary=1"]) {
    test(`${path} (server-rendered) enforces a nonce-based policy that every inline script carries`, async ({
      request,
    }) => {
      const response = await request.get(path);
      const headers = response.headers();
      const policy = headers["content-security-policy"];
      expect(policy).toBeDefined();
      expect(headers["content-security-policy-report-only"]).toBeUndefined();
      const scriptSrc = policy!.split(";").find((d) => d.trim().startsWith("script-src"))!;
      expect(scriptSrc).not.toContain("unsafe-inline");
      expect(policy).toContain("frame-ancestors 'none'");
      const nonce = nonceOf(policy);
      const scripts = inlineScripts(await response.text());
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["strict-transport-security"]).toBeUndefined();
    });
  }

  test("server-rendered pages get a fresh nonce per response", async ({ request }) => {
    const first = nonceOf((await request.get("/no-such-page")).headers()["content-security-policy"]);
    const second = nonceOf((await request.get("/no-such-page")).headers()["content-security-policy"]);
    expect(first).not.toBe(second);
  });

  for (const path of ["/", "/mock-market-report"]) {
    test(`${path}: a prerendered or kept page allows exactly its inline scripts, by hash, and never leaks the build placeholder`, async ({
      request,
    }) => {
      const response = await request.get(path);
      const policy = response.headers()["content-security-policy"]!;
      const scriptSrc = policy.split(";").find((d) => d.trim().startsWith("script-src"))!;
      expect(scriptSrc).not.toContain("unsafe-inline");
      expect(scriptSrc).not.toContain("nonce-");
      const html = await response.text();
      expect(html).not.toContain("prerender-csp-nonce-placeholder");
      const bodies = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attrs]) => !/\bsrc=/.test(attrs!),
      );
      expect(bodies.length).toBeGreaterThan(0);
      for (const [, , body] of bodies) {
        const hash = createHash("sha256").update(body!, "utf8").digest("base64");
        expect(scriptSrc).toContain(`'sha256-${hash}'`);
      }
    });
  }

  test("HSTS only when the trusted proxy says the request came over TLS", async ({ request }) => {
    const response = await request.get("/", { headers: { "X-Forwarded-Proto": "https" } });
    expect(response.headers()["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(response.headers()["content-security-policy"]).toContain("upgrade-insecure-requests");
  });
});

test.describe("serving", () => {
  test("hashed assets are cached for a year and compressed", async ({ request }) => {
    // A page that hydrates names its modules (decision 014).
    const html = await (await request.get("/mock-market-report")).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const br = await request.get(asset!, { headers: { "Accept-Encoding": "br" } });
    expect(br.status()).toBe(200);
    expect(br.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers()["content-encoding"]).toBe("br");
    const gzip = await request.get(asset!, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"]).toBe("gzip");
    // Served from memory with a strong ETag (the same for every encoding), and a 304 to a client that has it.
    const etag = br.headers()["etag"];
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(gzip.headers()["etag"]).toBe(etag);
    expect(br.headers()["vary"]).toBe("Accept-Encoding");
    expect(br.headers()["x-content-type-options"]).toBe("nosniff");
    const revalidated = await request.get(asset!, { headers: { "If-None-Match": etag! } });
    expect(revalidated.status()).toBe(304);
    expect(revalidated.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("a prerendered page answers 304 to the ETag it sent, and 200 to any other", async ({ request }) => {
    const page = await request.get("/", { headers: { "Accept-Encoding": "br" } });
    const etag = page.headers()["etag"];
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(page.headers()["vary"]).toBe("Accept-Encoding");
    const revalidated = await request.get("/", { headers: { "If-None-Match": etag! } });
    expect(revalidated.status()).toBe(304);
    expect(revalidated.headers()["content-security-policy"]).toBe(page.headers()["content-security-policy"]);
    expect((await request.get("/", { headers: { "If-None-Match": '"stale"' } })).status()).toBe(200);
  });

  test("a shared cache may keep a rendered page without script, only the browser one that hydrates, nothing personal", async ({
    request,
    baseURL,
  }) => {
    const cacheControl = async (path: string) => (await request.get(path)).headers()["cache-control"];
    expect(await cacheControl("/archive")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
    expect(await cacheControl("/market-report?week=2")).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=600",
    );
    // Its inline scripts carry this response's nonce (decision 014), and so does its .data's page.
    expect(await cacheControl("/mock-market-report")).toBe("private, no-cache");
    expect(await cacheControl("/mock-market-report.data")).toBe("private, no-cache");
    // Made from the published weeks: a correction reaches a browser at its next request.
    expect(await cacheControl("/market-report/rss.xml")).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=600",
    );
    expect(await cacheControl("/no-such-page")).toBe("no-store");
    // The workspace is never stored nor indexed: its pages, a redirect to its sign-in, its files.
    for (const path of ["/studio/sign-in", "/studio/leads", "/studio/leads/export.csv"]) {
      const studio = await request.get(path, { maxRedirects: 0 });
      expect(studio.headers()["cache-control"], path).toBe("no-store");
      expect(studio.headers()["x-robots-tag"], path).toBe("noindex, nofollow");
    }
    const posted = await request.post("/contact", {
      form: { name: "", email: "not-an-address", userType: "buyer" },
      headers: { Origin: new URL(baseURL!).origin },
    });
    expect(posted.status()).toBe(400);
    expect(posted.headers()["cache-control"]).toBe("no-store");
  });

  test("pages are compressed too", async ({ request }) => {
    const response = await request.get("/", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(response.headers()["content-encoding"]).toBe("br");
    expect(response.headers()["content-type"]).toContain("text/html");
  });

  test("GET /healthz answers ok", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok" });
  });

  test("an unknown URL answers 404 with the shell, a heading and links back", async ({ page }) => {
    const response = await page.goto("/no-such-page/at-all");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("couldn’t find");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeAttached();
    await expect(page.getByRole("main").getByRole("link", { name: "Market Report", exact: true })).toHaveAttribute(
      "href",
      "/market-report",
    );
  });

  test("a missing hashed asset is a 404, not a page", async ({ request }) => {
    expect((await request.get("/assets/nope-123.js")).status()).toBe(404);
  });
});

test.describe("SEO basics", () => {
  test("robots.txt points at the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  });

  test("sitemap.xml lists every public route", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs.sort()).toEqual([...publicRoutes].sort());
  });

  // The head as the server sends it (no browser needed): one request per page. The site's name is
  // the broker's to change in Settings: the shipped one here (the test server's database has none).
  test("every public page has its own title with the site's name, a description and a canonical URL", async ({
    request,
  }) => {
    const attribute = (tag: string | undefined, name: string) =>
      tag ? new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] : undefined;
    for (const route of publicRoutes) {
      const html = await (await request.get(route)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      expect(title, route).toContain(site.name.replace(/&/g, "&amp;"));
      expect(attribute(/<meta name="description"[^>]*>/.exec(html)?.[0], "content"), route).toBeTruthy();
      const canonical = attribute(/<link rel="canonical"[^>]*>/.exec(html)?.[0], "href");
      expect(new URL(canonical!).pathname, route).toBe(route);
    }
  });
});
