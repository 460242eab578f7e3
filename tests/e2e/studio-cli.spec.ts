import { expect, test } from "@playwright/test";
import { execFile, spawn } from "node:child_process";
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

// One server process is enough: the window size does not matter here.
test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, "desktop only");

test("export and forget run while the server runs, on the lead it just stored", async () => {
  test.setTimeout(180_000);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "gmr-studio-cli-"));
  const server = spawn("npx", ["tsx", "server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      SITE_URL: ORIGIN,
      LOG_LEVEL: "warn",
    },
    stdio: "inherit",
    // Its own process group, so that the npx wrapper and the server it starts stop together.
    detached: true,
  });
  const cli = (...args: string[]) =>
    run("npx", ["tsx", "scripts/cli.ts", ...args], { env: { ...process.env, DATA_DIR: dataDir }, timeout: 60_000 });
  try {
    const deadline = Date.now() + 90_000;
    while (
      !(await fetch(`${ORIGIN}/healthz`)
        .then((answer) => answer.ok)
        .catch(() => false))
    ) {
      if (Date.now() > deadline) throw new Error(`The server on port ${PORT} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }

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
    expect((await cli("export", "subscribers")).stdout).toContain(",status");

    const forgotten = await cli("forget", email);
    expect(forgotten.stdout).toContain(`Deleted for ${email}: 1 contact request(s), 0 sign-up(s)`);
    expect((await cli("export", "leads")).stdout).not.toContain(email);
    // The server still answers: the commands ran inside it, not beside it.
    expect((await fetch(`${ORIGIN}/healthz`)).ok).toBe(true);
  } finally {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
    await new Promise((resolve) => (server.exitCode === null ? server.once("exit", resolve) : resolve(undefined)));
    await rm(dataDir, { recursive: true, force: true });
  }
});
