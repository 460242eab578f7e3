import { Router } from "express";
import { CACHE_CONTROL } from "~/server/cache-control.server";
import type { DatabaseHandle } from "~/server/db.server";
import type { Lifecycle } from "./lifecycle";

/**
 * For a load balancer: /healthz says the process is alive, /readyz that it should get traffic (the
 * database answers within 2 s, and the process is not shutting down).
 */
export function healthRoutes(database: DatabaseHandle, lifecycle: Lifecycle): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", CACHE_CONTROL.none);
    res.json({ status: "ok", uptime: Math.round(process.uptime()) });
  });
  router.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", CACHE_CONTROL.none);
    if (lifecycle.stopping) return void res.status(503).json({ status: "shutting down" });
    try {
      await Promise.race([
        database.ping(),
        new Promise((_resolve, reject) => setTimeout(() => reject(new Error("no answer in 2 s")), 2000).unref()),
      ]);
      res.json({ status: "ready", database: database.driver });
    } catch (error) {
      res.status(503).json({ status: "database unreachable", error: (error as Error).message });
    }
  });
  return router;
}
