// Starting the two servers the side-by-side measures: the real one (server.ts, production build)
// and the client-rendered comparison build's (scripts/spa-comparison/server.ts).
import { startServer, type RunningServer } from "../production-server";

export type { RunningServer };

/** The production server (server.ts) on `port`, once it answers. */
export function startRealServer(port: number): Promise<RunningServer> {
  return startServer({ port });
}

/** The client-rendered comparison build's server on `port`, once it answers. */
export function startSpaServer(port: number): Promise<RunningServer> {
  return startServer({ port, script: "scripts/spa-comparison/server.ts" });
}
