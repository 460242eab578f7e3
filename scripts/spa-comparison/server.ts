// `tsx scripts/spa-comparison/server.ts`: serves the client-rendered comparison build (build-spa/,
// `npm run build:spa`) on PORT (default 3400) the way server.ts serves the real one: the same
// security headers and compression, the same precompressed assets, the same generated files (PDFs,
// share images, feed), its one index.html for every page URL, compressed once like a prerendered
// page, and `/__spa-data`, which runs the real route's loader from build/server (docs/decisions/007).
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import express, { type Express, type NextFunction, type Request, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import type { ServerBuild } from "react-router";
import {
  contentSecurityPolicy,
  createNonce,
  isFramableDocument,
  staticSecurityHeaders,
} from "../../app/server/csp.server";
import { preparePage, sendPrerenderedPage } from "../../app/server/prerendered-pages.server";
import { SPA_DATA_PATH } from "./route-module-rewrite";
import { spaData } from "./spa-data";

export const SPA_CLIENT_DIR = path.resolve("build-spa/client");
const REAL_CLIENT_DIR = path.resolve("build/client");
const REAL_SERVER_BUILD = path.resolve("build/server/index.js");

/**
 * React Router's server build, which keeps its development warnings, writes a console hint into the
 * shell where a root HydrateFallback would go; the browser build has them off (decision 006) and
 * renders nothing there, so React would find the document mismatched and render it all again.
 */
export function withoutHydrateFallbackHint(html: string): string {
  return html.replace(/<script\b[^>]*>\s*console\.log\(\s*"💿 Hey developer[\s\S]*?<\/script>/, "");
}

export async function createSpaComparisonApp(): Promise<Express> {
  for (const [file, command] of [
    [path.join(SPA_CLIENT_DIR, "index.html"), "npm run build:spa"],
    [REAL_SERVER_BUILD, "npm run build"],
  ]) {
    if (!existsSync(file!)) throw new Error(`${path.relative(".", file!)} is missing: run \`${command}\` first.`);
  }
  const build = (await import(pathToFileURL(REAL_SERVER_BUILD).href)) as ServerBuild;
  const page = preparePage(withoutHydrateFallbackHint(await readFile(path.join(SPA_CLIENT_DIR, "index.html"), "utf8")));

  const app = express();
  app.disable("x-powered-by");
  // The real server's headers on every response (server.ts), so that both send the same bytes.
  app.use((req: Request, res: Response, next: NextFunction) => {
    const framableBySelf = isFramableDocument(req.path);
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy(createNonce(), { upgradeInsecure: false, framableBySelf }),
    );
    for (const [name, value] of Object.entries(staticSecurityHeaders({ secure: false, framableBySelf }))) {
      res.setHeader(name, value);
    }
    next();
  });
  app.use(compression());
  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  });
  app.get(SPA_DATA_PATH, async (req, res, next) => {
    const url = typeof req.query.url === "string" ? req.query.url : "";
    const route = typeof req.query.route === "string" ? req.query.route : "";
    if (!url.startsWith("/") || !route) return res.status(400).type("text").send("Expected ?url=/path&route=id");
    try {
      const answer = await spaData(build, new URL(url, `http://${req.headers.host ?? "localhost"}`), route);
      res.setHeader("Cache-Control", "no-store");
      res.status(answer.status).json(answer.body);
    } catch (error) {
      next(error);
    }
  });
  app.use(
    "/assets",
    expressStaticGzip(path.join(SPA_CLIENT_DIR, "assets"), {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y", index: false, fallthrough: false },
    }),
  );
  app.use(express.static(SPA_CLIENT_DIR, { index: false, redirect: false, maxAge: "1h" }));
  // The files the real build generates (PDFs, share images, feed), which a client-rendered site
  // would serve beside its app as well; never the real build's HTML.
  const generatedFiles = express.static(REAL_CLIENT_DIR, {
    index: false,
    redirect: false,
    maxAge: "1h",
    setHeaders: (res, file) => {
      if (file.endsWith("rss.xml")) res.setHeader("Content-Type", "application/rss+xml; charset=utf-8");
    },
  });
  app.use((req, res, next) => (/\.html$/.test(req.path) ? next() : generatedFiles(req, res, next)));
  // Every other URL is the app's one page, served like a prerendered page of server.ts.
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    sendPrerenderedPage(req, res, page, { secure: false });
  });
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number }).status ?? 500;
    if (status >= 500) console.error(error);
    if (res.headersSent) return res.end();
    res
      .status(status)
      .type("text")
      .send(status === 404 ? "Not found" : "Internal server error");
  });
  return app;
}

async function main() {
  const port = Number(process.env.PORT ?? 3400);
  const app = await createSpaComparisonApp();
  const server = app.listen(port, () =>
    console.log(`Client-rendered comparison build listening on http://localhost:${port}`),
  );
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      server.close(() => process.exit(0));
      server.closeAllConnections();
    });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
