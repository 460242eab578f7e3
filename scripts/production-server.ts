// Starting a server script (the production server.ts by default) as a child process for the
// benchmarks and the size report, and waiting until it answers on /healthz.
import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";

export type RunningServer = { url: string; child: ChildProcess; stop: () => void };

type StartOptions = {
  port: number;
  /** The script node runs (TypeScript by its type stripping, decision 122); server.ts unless named. */
  script?: string;
  /** Listen on this host only (HOST); the url names it, else localhost. */
  host?: string;
  /** More environment on top of production mode and quiet logs. */
  env?: NodeJS.ProcessEnv;
  stdio?: StdioOptions;
  /** How long it may take to answer (default 30 s). */
  timeoutMs?: number;
};

/** Resolves once `url` answers 2xx; rejects after `timeoutMs`, or as soon as `child` exits. */
export async function waitForServer(url: string, child?: ChildProcess, timeoutMs = 30_000): Promise<void> {
  for (let attempt = 0; attempt < timeoutMs / 200; attempt++) {
    if (child && child.exitCode !== null)
      throw new Error(`The server exited (code ${child.exitCode}) before answering on ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Server did not answer at ${url}`);
}

/** The script in production mode on `port`, once its /healthz answers. */
export async function startServer({
  port,
  script = "server.ts",
  host,
  env = {},
  stdio = "inherit",
  timeoutMs,
}: StartOptions): Promise<RunningServer> {
  const child = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      LOG_LEVEL: "warn",
      ...(host ? { HOST: host } : {}),
      ...env,
    },
    stdio,
  });
  const url = `http://${host ?? "localhost"}:${port}`;
  try {
    await waitForServer(`${url}/healthz`, child, timeoutMs);
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }
  return { url, child, stop: () => child.kill("SIGTERM") };
}
