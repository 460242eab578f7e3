import { expect, test } from "@playwright/test";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { studioSpecServer } from "./studio-server";

// `npm run export` and `npm run forget` while the production server holds the embedded database:
// they run inside it through its control socket (decision 080), so the broker need not stop it.
// A server of this spec's own on its own port and data directory, not the suite's.
const PORT = Number(process.env.STUDIO_CLI_PORT ?? 4221 + Number(process.env.E2E_PORT_OFFSET ?? 0));
const run = promisify(execFile);

const server = studioSpecServer({ name: "cli", ports: { desktop: PORT, mobile: PORT + 1 } });

test("export and forget run while the server runs, on the lead it just stored", async () => {
  test.setTimeout(180_000);
  const ORIGIN = server.url;
  const cli = (...args: string[]) =>
    run("npx", ["tsx", "scripts/cli.ts", ...args], {
      env: { ...process.env, DATA_DIR: server.dataDir },
      timeout: 60_000,
    });
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
});
