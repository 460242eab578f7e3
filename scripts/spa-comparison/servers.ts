// Starting the two servers the side-by-side measures: the real one (server.ts, production build)
// and the client-rendered comparison build's (scripts/spa-comparison/server.ts).
import { spawn, type ChildProcess } from "node:child_process";

export type RunningServer = { url: string; stop: () => void };

export async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Server did not answer at ${url}`);
}

async function start(script: string, port: number): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", script], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), LOG_LEVEL: "warn" },
    stdio: "inherit",
  });
  const url = `http://localhost:${port}`;
  const exited = new Promise<never>((_resolve, reject) =>
    child.once("exit", (code) => reject(new Error(`${script} exited (code ${code}) before answering on ${url}`))),
  );
  exited.catch(() => {});
  try {
    await Promise.race([waitForServer(`${url}/healthz`), exited]);
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }
  return { url, stop: () => child.kill("SIGTERM") };
}

/** The production server (server.ts) on `port`, once it answers. */
export function startRealServer(port: number): Promise<RunningServer> {
  return start("server.ts", port);
}

/** The client-rendered comparison build's server on `port`, once it answers. */
export function startSpaServer(port: number): Promise<RunningServer> {
  return start("scripts/spa-comparison/server.ts", port);
}
