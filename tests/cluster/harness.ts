// The pieces of a production deployment on loopback, for the cluster test (tests/cluster/run.ts)
// and the cluster benchmark (scripts/bench-cluster.ts): a throw-away PostgreSQL server, a webhook
// receiver, the site's instances (server.ts as systemd starts it) and nginx with the proxy lines
// of deploy/nginx/gmr-proxy.conf.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { request, createServer, type ClientRequest, type IncomingMessage, type Server } from "node:http";
import { request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

const ROOT = path.resolve(import.meta.dirname, "../..");
export const DEPLOY = path.join(ROOT, "deploy");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Debian's newest PostgreSQL binaries (package postgresql). */
function postgresBin(): string {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(a) - Number(b)) : [];
  if (versions.length === 0) throw new Error("PostgreSQL is not installed (Debian package postgresql).");
  return path.join(base, versions.at(-1)!, "bin");
}

/** As root (CI), PostgreSQL refuses to run: its commands run as the postgres user. */
function asPostgres(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
}

export type Postgres = { url: (database: string) => string; bin: string; stop: () => Promise<void> };

/** A new PostgreSQL cluster in a temporary folder on 127.0.0.1:`port`, with the database `gmr`. */
export async function startPostgres(port: number): Promise<Postgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), "gmr-cluster-pg-"));
  chmodSync(dir, 0o755);
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, "data");
  execFileSync(
    ...asPostgres(path.join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]),
    { stdio: "ignore" },
  );
  const server = spawn(
    ...asPostgres(path.join(bin, "postgres"), [
      "-D",
      data,
      "-p",
      String(port),
      "-k",
      dir,
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "fsync=off",
      "-c",
      "max_connections=100",
    ]),
    { stdio: "ignore" },
  );
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  for (let attempt = 0; ; attempt += 1) {
    const client = new pg.Client({ connectionString: url("postgres") });
    try {
      await client.connect();
      await client.query("CREATE DATABASE gmr");
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => {});
      if (attempt > 100) throw error;
      await sleep(200);
    }
  }
  return {
    url,
    bin,
    stop: async () => {
      // pg_ctl, since as root the server runs under runuser, which passes on no signal.
      execFileSync(...asPostgres(path.join(bin, "pg_ctl"), ["-D", data, "stop", "-m", "fast"]), { stdio: "ignore" });
      if (server.exitCode === null) await once(server, "exit");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type Receiver = {
  /** Every delivery, in order: its Idempotency-Key and the e-mail address in its body. */
  deliveries: Array<{ key: string; email: string }>;
  stop: () => Promise<void>;
};

/** A webhook receiver on 127.0.0.1:`port` that records every delivery and answers 204. */
export async function startReceiver(port: number): Promise<Receiver> {
  const deliveries: Receiver["deliveries"] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const { email } = JSON.parse(body) as { email: string };
      deliveries.push({ key: String(req.headers["idempotency-key"]), email });
      res.writeHead(204).end();
    });
  });
  server.listen(port, "127.0.0.1");
  await once(server, "listening");
  return { deliveries, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

export type Instance = {
  port: number;
  child: ChildProcess;
  /** SIGTERM, and the exit code once it has stopped. */
  stop: () => Promise<number | null>;
  /** What the instance has written (its log), shown as it comes too. */
  output: () => string;
  kill: () => Promise<void>;
};

/** Resolves once `url` answers 200; rejects when `child` exits first or after `timeoutMs`. */
export async function waitFor(url: string, child?: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`exited (code ${child.exitCode}) before ${url} answered`);
    if ((await get(url).catch(() => 0)) === 200) return;
    await sleep(100);
  }
  throw new Error(`${url} did not answer 200 in ${timeoutMs / 1000} s`);
}

/** One instance of the site as deploy/systemd/gmr@.service starts it, once its /readyz answers. */
export async function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ["server.ts"], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    process.stdout.write(chunk);
  });
  child.stderr!.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    process.stderr.write(chunk);
  });
  // A start compresses every prerendered page at brotli 11 and opens the database: on two cores
  // busy with the other suites (CI runs them beside this test) that has taken over a minute.
  await waitFor(`http://127.0.0.1:${port}/readyz`, child, 180_000);
  const exited = () =>
    child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : once(child, "exit").then(() => {});
  return {
    port,
    child,
    output: () => output,
    stop: async () => {
      child.kill("SIGTERM");
      await exited();
      return child.exitCode;
    },
    kill: async () => {
      child.kill("SIGKILL");
      await exited();
    },
  };
}

export type Nginx = { url: string; configDir: string; reload: () => void; stop: () => Promise<void> };

/** The upstream block deploy/rolling-restart.sh also writes. */
export function upstreamBlock(ports: readonly number[]): string {
  const servers = ports.map((port) => `    server 127.0.0.1:${port} max_fails=0;`);
  return ["upstream gmr {", ...servers, "}", ""].join("\n");
}

/** The listen lines of deploy/nginx/gmr.conf on loopback, with a one-day self-signed certificate. */
function tlsListen(dir: string, port: number): string[] {
  const certificate = path.join(dir, "certificate.pem");
  const key = path.join(dir, "key.pem");
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost"].concat([
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      certificate,
    ]),
    { stdio: "ignore" },
  );
  return [
    `        listen 127.0.0.1:${port} ssl http2;`,
    `        ssl_certificate ${certificate};`,
    `        ssl_certificate_key ${key};`,
    "        ssl_protocols TLSv1.2 TLSv1.3;",
  ];
}

/**
 * nginx on 127.0.0.1:`port` in front of the instances on `upstreamPorts`, in a folder of its own:
 * a server block that includes deploy/nginx/gmr-proxy.conf as deployed. Plain HTTP unless `tls`
 * (`nginx -t` checks the deployed TLS configuration, tests/cluster/check-deploy.sh); with `tls`,
 * HTTPS and HTTP/2 as deploy/nginx/gmr.conf listens, on a self-signed certificate made for the run
 * (for Lighthouse as a visitor's browser meets the site, scripts/lighthouse.ts).
 */
export async function startNginx(
  port: number,
  upstreamPorts: readonly number[],
  { tls = false }: { tls?: boolean } = {},
): Promise<Nginx> {
  const dir = mkdtempSync(path.join(tmpdir(), "gmr-cluster-nginx-"));
  chmodSync(dir, 0o755);
  const upstreamFile = path.join(dir, "gmr-upstream.conf");
  writeFileSync(upstreamFile, upstreamBlock(upstreamPorts));
  const listen = tls ? tlsListen(dir, port) : [`        listen 127.0.0.1:${port};`];
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    [
      "daemon off;",
      "worker_processes 2;",
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      "events { worker_connections 4096; }",
      "http {",
      "    access_log off;",
      `    client_body_temp_path ${dir}/body;`,
      `    proxy_temp_path ${dir}/proxy;`,
      `    fastcgi_temp_path ${dir}/fastcgi;`,
      `    uwsgi_temp_path ${dir}/uwsgi;`,
      `    scgi_temp_path ${dir}/scgi;`,
      `    include ${upstreamFile};`,
      "    server {",
      ...listen,
      `        include ${path.join(DEPLOY, "nginx", "gmr-proxy.conf")};`,
      "    }",
      "}",
      "",
    ].join("\n"),
  );
  const child = spawn("nginx", ["-c", conf, "-p", dir], { stdio: ["ignore", "ignore", "inherit"] });
  const url = `${tls ? "https" : "http"}://127.0.0.1:${port}`;
  await waitFor(`${url}/healthz`, child, 20_000);
  return {
    url,
    configDir: dir,
    reload: () => execFileSync("nginx", ["-c", conf, "-p", dir, "-s", "reload"]),
    stop: async () => {
      child.kill("SIGQUIT");
      if (child.exitCode === null) await once(child, "exit");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** How a request whose connection closed before its response's end fails. */
export const CONNECTION_CLOSED_EARLY = "connection closed before the response's end";

/**
 * Resolves to the response's status once its body is read; rejects when the connection closes
 * before the body's end (an instance stopped mid-response): a request never stays unsettled.
 */
function settle(
  req: ClientRequest,
  res: IncomingMessage,
  resolve: (status: number) => void,
  reject: (error: Error) => void,
) {
  res.resume();
  res.on("end", () => resolve(res.statusCode ?? 0));
  res.on("error", reject);
  res.on("close", () => {
    if (!res.complete) reject(new Error(`response cut off (HTTP ${res.statusCode})`));
  });
  req.on("close", () => {
    if (!res.complete) reject(new Error(CONNECTION_CLOSED_EARLY));
  });
}

/** A request fails after 30 s idle, or 60 s in all, whatever state its socket is in. */
function guard(req: ClientRequest, reject: (error: Error) => void) {
  req.on("error", reject);
  req.setTimeout(30_000, () => req.destroy(new Error("timed out")));
  const deadline = setTimeout(() => {
    reject(new Error("no answer in 60 s"));
    req.destroy();
  }, 60_000);
  req.on("close", () => clearTimeout(deadline));
}

/** The status of a GET (a new connection each time, so no kept-alive socket can go stale). */
export function get(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    // The TLS nginx's certificate is self-signed, made for the run on loopback.
    const send = url.startsWith("https:") ? httpsRequest : request;
    const req = send(url, { agent: false, rejectUnauthorized: false }, (res) => settle(req, res, resolve, reject));
    guard(req, reject);
    req.end();
  });
}

/** A form posted as a browser does without JavaScript; resolves to the status. */
export function postForm(url: string, fields: Record<string, string>, clientAddress = "127.0.0.1"): Promise<number> {
  const body = new URLSearchParams(fields).toString();
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: "POST",
        agent: false,
        localAddress: clientAddress,
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": Buffer.byteLength(body) },
      },
      (res) => settle(req, res, resolve, reject),
    );
    guard(req, reject);
    req.end(body);
  });
}

/** A newsletter sign-up from the /subscribe page. */
export const postSignup = (baseUrl: string, email: string, clientAddress?: string) =>
  postForm(`${baseUrl}/subscribe`, { firstName: "Reader", lastName: "Lee", email }, clientAddress);

/** Runs `task` for 0..count-1, `concurrency` at a time; resolves to each result (or the error's message). */
export async function pool<T>(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<T>,
): Promise<Array<T | Error>> {
  const results: Array<T | Error> = new Array(count);
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      results[index] = await task(index).catch((error: unknown) => error as Error);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return results;
}

/** Polls `condition` until it holds, or throws after `timeoutMs` with `what`. */
export async function until(what: string, condition: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting: ${what}`);
    await sleep(250);
  }
}
