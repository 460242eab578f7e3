// The server's start-up rules and its request log, on servers of their own: SITE_URL (decision
// 094) and a log that keeps no calculator input (content/privacy.ts).
import { expect, test } from "@playwright/test";
import { migratedDataDir } from "./data-dir";
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";

const PORT = Number(process.env.TEST_PORT ?? 3100) + 60;

test.describe.configure({ mode: "serial" });

/** Starts `node server.ts` in production with `env`; resolves once it answers or exits. */
async function startServer(env: Record<string, string>) {
  const dataDir = await migratedDataDir("server-config");
  const child = spawn(process.execPath, ["server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      SITE_URL: "",
      HOST: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { exited, stop, output: () => output };
}

test("production without SITE_URL on a public interface refuses to start, naming SITE_URL", async () => {
  test.setTimeout(60_000);
  const server = await startServer({ HOST: "0.0.0.0", TRUST_PROXY: "1" });
  try {
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      "SITE_URL is required in production for a server others reach (HOST=0.0.0.0, TRUST_PROXY)",
    );
  } finally {
    await server.stop();
  }
});

test("npm start's production without SITE_URL serves this machine, names localhost on its PORT, and logs no query", async () => {
  // A first start on a new data directory seeds the history and compresses every page: on two
  // loaded cores that has taken over a minute and a half.
  test.setTimeout(240_000);
  const server = await startServer({ LOG_LEVEL: "info" });
  const origin = `http://127.0.0.1:${PORT}`;
  try {
    await expect
      .poll(
        () =>
          fetch(`${origin}/healthz`).then(
            (answer) => answer.ok,
            () => false,
          ),
        { timeout: 200_000 },
      )
      .toBe(true);
    expect(server.output()).toContain(
      `SITE_URL is unset: serving http://localhost:${PORT} to this machine only (bound to 127.0.0.1)`,
    );
    const robots = await (await fetch(`${origin}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: http://localhost:${PORT}/sitemap.xml`);
    const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>http://localhost:${PORT}/</loc>`);
    expect(sitemap).not.toContain("localhost:3000");

    // A calculator's figures travel in its query string; the log keeps the path only.
    expect((await fetch(`${origin}/sellers/conveyance-tax?price=7654321`)).status).toBe(200);
    expect((await fetch(`${origin}/privacy?income=2345678`)).status).toBe(200);
    await expect.poll(() => server.output()).toContain('"url":"/sellers/conveyance-tax"');
    await expect.poll(() => server.output()).toContain('"url":"/privacy"');
    expect(server.output()).not.toContain("7654321");
    expect(server.output()).not.toContain("2345678");
  } finally {
    await server.stop();
  }
});
