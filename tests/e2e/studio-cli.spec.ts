import { expect, test } from "@playwright/test";
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

// `npm run export` and `npm run forget` while the production server holds the embedded database:
// they run inside it through its control socket (decision 080), so the broker need not stop it.
// A server of this spec's own on its own port and data directory, not the suite's.
const PORT = Number(process.env.STUDIO_CLI_PORT ?? 4221);
const ORIGIN = `http://localhost:${PORT}`;
const run = promisify(execFile);

let server: ChildProcess | undefined;
let dataDir = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async (_fixtures, info) => {
  // One server process is enough: the window size does not matter here.
  test.skip(info.project.name !== "desktop", "runs in the desktop project");
  test.setTimeout(120_000);
  dataDir = await mkdtemp(path.join(os.tmpdir(), "gmr-studio-cli-"));
  server = spawn("npx", ["tsx", "server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      SITE_URL: ORIGIN,
      LOG_LEVEL: "warn",
    },
    stdio: "inherit",
    detached: true,
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    const up = await fetch(`${ORIGIN}/healthz`)
      .then((answer) => answer.ok)
      .catch(() => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error(`The server on port ${PORT} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(async () => {
  if (server?.pid) {
    // The npx wrapper and the server it started are one process group.
    process.kill(-server.pid, "SIGTERM");
    await new Promise((resolve) => server!.once("exit", resolve));
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const cli = (...args: string[]) =>
  run("npx", ["tsx", "scripts/cli.ts", ...args], { env: { ...process.env, DATA_DIR: dataDir }, timeout: 60_000 });

test("export and forget run while the server runs, on the lead it just stored", async () => {
  const email = `cli-${Date.now()}@example.com`;
  const posted = await fetch(`${ORIGIN}/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
    body: new URLSearchParams({
      name: "=Cli Lead",
      email,
      phone: "",
      userType: "buyer",
      message: "Through the server",
    }),
    redirect: "manual",
  });
  expect(posted.status).toBe(200);

  const leads = await cli("export", "leads");
  expect(leads.stdout).toContain(`'=Cli Lead,${email}`);
  expect(leads.stdout).toContain("Through the server,new,");

  const subscribers = await cli("export", "subscribers");
  expect(subscribers.stdout).toContain("status");

  const forgotten = await cli("forget", email);
  expect(forgotten.stdout).toContain(`Deleted for ${email}: 1 contact request(s), 0 sign-up(s)`);

  const after = await cli("export", "leads");
  expect(after.stdout).not.toContain(email);
  // The server still answers: the command ran inside it, not beside it.
  expect((await fetch(`${ORIGIN}/healthz`)).ok).toBe(true);
});
