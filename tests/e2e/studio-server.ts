/**
 * A production server of a studio spec's own, with its own embedded database, so that what the
 * spec publishes, edits or imports never reaches the other specs:
 *
 *   const studio = studioSpecServer({ name: "weeks", ports: { desktop: 4232, mobile: 4233 } });
 *   test("...", async ({ browser }, testInfo) => {
 *     const context = await studio.signedIn(browser, testInfo, { javaScriptEnabled: false });
 *     await (await context.newPage()).goto(`${studio.url}/studio/weeks`);
 *   });
 *
 * A test of a phone's width asks for `signedIn(browser, testInfo, { phone: true })` rather than
 * the PHONE tag, so that the mobile project does not start a second server (decision 156).
 *
 * It makes the spec serial, and before its tests creates the database with an owner
 * (owner@example.com) and an editor (editor@example.com) and a session for each (signing in is
 * the sign-in journey's subject: studio-session.ts), runs `seed` on the same database, then starts
 * the server; after them it stops the server and deletes the data. With `smtpPorts` a loopback
 * SMTP server takes the server's e-mail, kept in `received`.
 */
import { test, type Browser, type BrowserContext, type TestInfo } from "@playwright/test";
import { once } from "node:events";
import { rmSync } from "node:fs";
import { SMTPServer } from "smtp-server";
import { studioUsers } from "~db/schema";
import { openDatabase, type Database } from "../../app/server/db.server";
import { createSession } from "../../app/server/session.server";
import { startServer, type RunningServer } from "../../scripts/production-server";
import { PHONE_WINDOW } from "./tags";
import { migratedDataDir } from "./data-dir";

export type StudioRole = "owner" | "editor";
export type StudioCookie = { name: string; value: string };
/** An e-mail the loopback SMTP server received: its recipients and the whole message. */
export type ReceivedMail = { to: string[]; raw: string };
type Ports = { desktop: number; mobile: number };

export type StudioServerOptions = {
  /** Names the data directory (gmr-e2e-<name>-…). */
  name: string;
  /** The server's port for each project, so that both can run at once. */
  ports: Ports;
  /** A loopback SMTP server on these ports takes the server's e-mail. */
  smtpPorts?: Ports;
  /** More rows in the new database before the server starts. */
  seed?: (db: Database) => Promise<void>;
};

export type StudioServer = {
  /** The server's origin, http://localhost:<port>. */
  readonly url: string;
  /** The data directory the server runs in (DATA_DIR). */
  readonly dataDir: string;
  /** The e-mails received so far (with smtpPorts). */
  readonly received: ReceivedMail[];
  /** The session cookie of the owner or the editor. */
  cookie(role: StudioRole): StudioCookie;
  /** A new browser context at the project's window size, signed in (owner unless said). */
  signedIn(
    browser: Browser,
    testInfo: TestInfo,
    options?: { role?: StudioRole; javaScriptEnabled?: boolean; phone?: boolean },
  ): Promise<BrowserContext>;
};

/** E2E_PORT_OFFSET moves every fixed port of the specs, so that two checkouts can run the suite at once. */
export const E2E_PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);

const portFor = (ports: Ports, testInfo: TestInfo) =>
  (testInfo.project.name === "mobile" ? ports.mobile : ports.desktop) + E2E_PORT_OFFSET;

/** Stops a server started by startServer and resolves once its process has exited (its data then free). */
export async function stopServer(server: RunningServer | undefined): Promise<void> {
  if (!server) return;
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  server.stop();
  await exited;
}

/** A loopback SMTP server that keeps every message in `received`. */
async function startMailbox(port: number, received: ReceivedMail[]): Promise<SMTPServer> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  smtp.listen(port, "127.0.0.1");
  await once(smtp.server, "listening");
  return smtp;
}

/** An owner and an editor, each with a session; resolves to their cookies. */
async function seedPeople(db: Database): Promise<Record<StudioRole, StudioCookie>> {
  const cookies = {} as Record<StudioRole, StudioCookie>;
  for (const role of ["owner", "editor"] as const) {
    const email = `${role}@example.com`;
    const [person] = await db
      .insert(studioUsers)
      .values({ email, emailKey: email, role, name: role })
      .returning({ id: studioUsers.id });
    const setCookie = await createSession({ db, secureCookies: false }, person!.id, "playwright");
    const [name, value] = setCookie.split(";")[0]!.split(/=(.*)/s);
    cookies[role] = { name: name!, value: value! };
  }
  return cookies;
}

/** Starts the spec's server before its tests and stops it after them (see the top of this file). */
export function studioSpecServer(options: StudioServerOptions): StudioServer {
  let server: RunningServer | undefined;
  let smtp: SMTPServer | undefined;
  let dataDir = "";
  let cookies: Record<StudioRole, StudioCookie> | undefined;
  const received: ReceivedMail[] = [];
  const started = () => {
    if (!server || !cookies) throw new Error("The studio server is not started: use it inside a test.");
    return { server, cookies };
  };

  test.describe.configure({ mode: "serial", timeout: 180_000 });

  test.beforeAll(async ({ browserName: _browser }, testInfo) => {
    // A new embedded database's first start takes seconds, twice (here, then the server).
    test.setTimeout(180_000);
    const port = portFor(options.ports, testInfo);
    const smtpPort = options.smtpPorts && portFor(options.smtpPorts, testInfo);
    if (smtpPort) smtp = await startMailbox(smtpPort, received);
    dataDir = await migratedDataDir(options.name);
    const handle = await openDatabase({ dataDir });
    try {
      cookies = await seedPeople(handle.db);
      await options.seed?.(handle.db);
    } finally {
      await handle.close();
    }
    server = await startServer({
      port,
      stdio: "ignore",
      timeoutMs: 90_000,
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        SITE_URL: `http://localhost:${port}`,
        FORM_RATE_LIMIT: "1000",
        LEAD_NOTIFY_TO: "",
        NEWSLETTER_WEBHOOK_URL: "",
        ...(smtpPort ? { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: "Report <report@example.com>" } : {}),
      },
    });
  });

  test.afterAll(async () => {
    await stopServer(server);
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    get url() {
      return started().server.url;
    },
    get dataDir() {
      return dataDir;
    },
    received,
    cookie: (role) => started().cookies[role],
    async signedIn(browser, testInfo, { role = "owner", javaScriptEnabled = true, phone = false } = {}) {
      const { server, cookies } = started();
      const context = await browser.newContext({
        // A phone's window in any project: the spec's server then starts once (decision 156).
        ...(phone ? PHONE_WINDOW : { viewport: testInfo.project.use.viewport ?? undefined }),
        javaScriptEnabled,
      });
      await context.addCookies([{ ...cookies[role], url: server.url }]);
      return context;
    },
  };
}
