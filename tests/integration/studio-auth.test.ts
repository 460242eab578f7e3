import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, outbox, studioLinks, studioPasskeys, studioSessions, studioUsers } from "~db/schema";
import { accountAction } from "../../app/features/studio/account-actions.server";
import { enrolAction } from "../../app/features/studio/enrol-action.server";
import { passkeyAction } from "../../app/features/studio/passkey-action.server";
import { auditPage, peopleAction } from "../../app/features/studio/people-actions.server";
import { checkLink, consumeLink, invitePerson, LINK_VALID_MS } from "../../app/features/studio/people.server";
import {
  createSession,
  getSession,
  requireStudioUser,
  revokeAllSessions,
  revokeSession,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from "../../app/server/session.server";
import {
  allowForAccount,
  SIGN_IN_EMAILS_PER_ADDRESS,
  SIGN_IN_LIMIT_PER_ACCOUNT,
} from "../../app/features/studio/sign-in-limit.server";
import { signInLinkAction, LINK_SENT } from "../../app/features/studio/sign-in-link-action.server";
import { studioInviteCommand } from "../../app/server/commands/studio-invite.server";
import type { DatabaseHandle } from "../../app/server/db.server";
import { parseEnv } from "../../app/server/env.server";
import type { StudioServices } from "../../app/server/studio-services.server";
import { databases, emptyTables, formPost } from "./databases";

const SITE = "http://localhost:4210";
type Answer = { data: Record<string, unknown>; init: ResponseInit | null };
const answer = (value: unknown) => value as Answer;
const statusOf = (value: unknown) => answer(value).init?.status ?? 200;

/** What an action throws (a redirect Response, or data() for 401/403). */
async function thrown(promise: Promise<unknown>): Promise<{ status: number; location?: string | null }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("Location") };
    return { status: (error as Answer).init?.status ?? 0 };
  }
  throw new Error("expected a throw");
}

const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;

describe.each(databases)("studio sign-in, sessions and people on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let services: StudioServices & { wakes: number };
  beforeAll(async () => {
    handle = await open();
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });
  beforeEach(async () => {
    await emptyTables(handle);
    services = {
      db: handle.db,
      siteUrl: SITE,
      secureCookies: false,
      mailConfigured: false,
      wakes: 0,
      wakeOutbox: () => {
        services.wakes += 1;
      },
    };
  });

  const invite = (email: string, role?: "owner" | "editor", mailConfigured = false) =>
    invitePerson(handle.db, { email, role, actor: { name: "command line" }, siteUrl: SITE, mailConfigured });
  const tokenOf = (url: string) => new URL(url).searchParams.get("token")!;

  async function signedIn(email: string, role?: "owner" | "editor") {
    const invitation = await invite(email, role);
    const cookie = cookieOf(await createSession(services, invitation.userId));
    return { ...invitation, cookie };
  }
  const get = (path: string, cookie?: string) =>
    new Request(`${SITE}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  const post = (path: string, fields: Record<string, string>, cookie?: string) =>
    formPost(path, fields, cookie ? { Cookie: cookie } : {});
  const json = (body: string, cookie?: string) =>
    new Request(`${SITE}/studio/passkey`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
      body,
    });

  describe("invitations and links", () => {
    it("makes the first person an owner and later ones editors unless told", async () => {
      expect((await invite("First@Example.com")).role).toBe("owner");
      expect((await invite("second@example.com")).role).toBe("editor");
      expect((await invite("third@example.com", "owner")).role).toBe("owner");
      const again = await invite("FIRST@example.com");
      expect(again.created).toBe(false);
      expect(await handle.db.select().from(studioUsers)).toHaveLength(3);
      const audit = await handle.db.select().from(auditLog);
      expect(audit.filter((entry) => entry.action === "person.invited")).toHaveLength(4);
    });

    it("the command prints the link as its last line, stores only its hash, and audits the invitation", async () => {
      const out: string[] = [];
      const err: string[] = [];
      const config = parseEnv({ SITE_URL: SITE });
      const code = await studioInviteCommand(["boss@example.com", "--role", "owner"], {
        db: handle.db,
        config,
        io: { out: (text) => out.push(text), err: (text) => err.push(text) },
        wakeOutbox: () => {},
      });
      expect(code).toBe(0);
      const lines = out.join("").trim().split("\n");
      const link = lines[lines.length - 1]!;
      expect(link).toMatch(new RegExp(`^${SITE}/studio/enrol\\?token=[\\w-]{43}$`));
      const [row] = await handle.db.select().from(studioLinks);
      expect(row!.tokenHash).not.toContain(tokenOf(link));
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(LINK_VALID_MS.enrol);
      const [entry] = await handle.db.select().from(auditLog);
      expect(entry).toMatchObject({ actor: "command line", action: "person.invited", subject: "boss@example.com" });
      expect(await handle.db.select().from(outbox)).toHaveLength(0);
    });

    it("the command refuses bad usage with exit code 2 and stores nothing", async () => {
      const config = parseEnv({ SITE_URL: SITE });
      for (const args of [
        [],
        ["not-an-address"],
        ["a@example.com", "--role", "admin"],
        ["a@example.com", "b@example.com"],
      ]) {
        const err: string[] = [];
        const code = await studioInviteCommand(args, {
          db: handle.db,
          config,
          io: { out: () => {}, err: (text) => err.push(text) },
          wakeOutbox: () => {},
        });
        expect(code).toBe(2);
        expect(err.join("")).toContain("Usage");
      }
      expect(await handle.db.select().from(studioUsers)).toHaveLength(0);
    });

    it("queues the link by e-mail when mail is configured", async () => {
      await invite("mail@example.com", "editor", true);
      const [row] = await handle.db.select().from(outbox);
      expect(row!.kind).toBe("studio_link_email");
      expect(row!.payload).toMatchObject({ to: "mail@example.com", purpose: "enrol" });
    });

    it("a link works once and not after 24 hours; an unknown one is 404", async () => {
      const { url } = await invite("once@example.com");
      const token = tokenOf(url);
      const state = await checkLink(handle.db, token);
      expect(state.ok).toBe(true);
      const later = new Date(Date.now() + LINK_VALID_MS.enrol + 1000);
      expect(await checkLink(handle.db, token, later)).toMatchObject({ ok: false, status: 410, reason: "expired" });
      if (!state.ok) throw new Error("unreachable");
      expect(await consumeLink(handle.db, state.linkId)).toBe(true);
      expect(await consumeLink(handle.db, state.linkId)).toBe(false);
      expect(await checkLink(handle.db, token)).toMatchObject({ ok: false, status: 410, reason: "used" });
      expect(await checkLink(handle.db, "nope")).toMatchObject({ ok: false, status: 404 });
    });

    it("a new invitation or sign-in link ends the earlier ones of that person, not anyone else's", async () => {
      const first = tokenOf((await invite("renew@example.com")).url);
      const other = tokenOf((await invite("other@example.com")).url);
      const second = tokenOf((await invite("renew@example.com")).url);
      expect(await checkLink(handle.db, first)).toMatchObject({ ok: false, status: 410, reason: "expired" });
      expect(await checkLink(handle.db, second)).toMatchObject({ ok: true, purpose: "enrol" });
      expect(await checkLink(handle.db, other)).toMatchObject({ ok: true });
      const mail = { ...services, mailConfigured: true };
      await signInLinkAction(post("/studio/sign-in", { intent: "email-link", email: "renew@example.com" }), {
        studio: mail,
        clientAddress: "1.2.3.4",
      });
      expect(await checkLink(handle.db, second)).toMatchObject({ ok: false, status: 410, reason: "expired" });
      const [emailed] = await handle.db.select().from(outbox);
      const signIn = tokenOf(String(emailed!.payload.url));
      expect(await checkLink(handle.db, signIn)).toMatchObject({ ok: true, purpose: "sign-in" });
      const continued = await enrolAction(post("/studio/enrol", { intent: "continue", token: second }), {
        studio: services,
      });
      expect(statusOf(continued)).toBe(410);
    });

    it("an e-mailed sign-in link lasts 15 minutes", async () => {
      await invite("quick@example.com");
      const mail = { ...services, mailConfigured: true };
      await signInLinkAction(post("/studio/sign-in", { intent: "email-link", email: "quick@example.com" }), {
        studio: mail,
        clientAddress: "1.2.3.4",
      });
      const [emailed] = await handle.db.select().from(outbox);
      const token = tokenOf(String(emailed!.payload.url));
      const link = (await handle.db.select().from(studioLinks)).find((row) => row.purpose === "sign-in")!;
      expect(link.expiresAt.getTime() - link.createdAt.getTime()).toBe(15 * 60 * 1000);
      expect(await checkLink(handle.db, token, new Date(Date.now() + 14 * 60 * 1000))).toMatchObject({ ok: true });
      expect(await checkLink(handle.db, token, new Date(Date.now() + 15 * 60 * 1000 + 1000))).toMatchObject({
        reason: "expired",
      });
    });

    it("continuing without a passkey spends the link and signs in once", async () => {
      const { url } = await invite("nokey@example.com");
      const token = tokenOf(url);
      const first = await thrown(
        enrolAction(post("/studio/enrol", { intent: "continue", token }), { studio: services }),
      );
      expect(first).toMatchObject({ status: 302, location: "/studio" });
      const second = await enrolAction(post("/studio/enrol", { intent: "continue", token }), { studio: services });
      expect(statusOf(second)).toBe(410);
      expect(await handle.db.select().from(studioSessions)).toHaveLength(1);
      const actions = (await handle.db.select().from(auditLog)).map((entry) => entry.action);
      expect(actions).toContain("sign-in.succeeded");
    });

    it("hostile enrolment posts answer 400 and sign nobody in", async () => {
      for (const fields of <Record<string, string>[]>[
        {},
        { intent: "continue" },
        { intent: "other", token: "x" },
        { intent: "continue", token: "x".repeat(5000) },
      ]) {
        const result = await enrolAction(post("/studio/enrol", fields), { studio: services });
        expect(statusOf(result)).toBe(400);
      }
      expect(await handle.db.select().from(studioSessions)).toHaveLength(0);
    });
  });

  describe("sessions", () => {
    it("end after the idle time, at the absolute expiry, and when revoked", async () => {
      const { userId, cookie } = await signedIn("s@example.com");
      const request = get("/studio", cookie);
      expect(await getSession(request, services)).not.toBeNull();
      expect(await getSession(request, services, new Date(Date.now() + SESSION_IDLE_MS + 60_000))).toBeNull();
      expect(await getSession(request, services, new Date(Date.now() + SESSION_ABSOLUTE_MS + 60_000))).toBeNull();
      const session = await getSession(request, services);
      await revokeSession(handle.db, session!.id);
      expect(await getSession(request, services)).toBeNull();
      const other = cookieOf(await createSession(services, userId));
      const third = cookieOf(await createSession(services, userId));
      expect(other).not.toBe(third);
      expect(await revokeAllSessions(handle.db, userId)).toBe(2);
      expect(await getSession(get("/studio", other), services)).toBeNull();
    });

    it("the cookie is HttpOnly, SameSite=Lax, Path=/ (and Secure with __Host- over https)", async () => {
      const { userId } = await invite("c@example.com");
      const plain = await createSession(services, userId);
      expect(plain).toMatch(/^studio_session=/);
      expect(plain).toMatch(/HttpOnly/i);
      expect(plain).toMatch(/SameSite=Lax/i);
      expect(plain).toMatch(/Path=\//);
      const secure = await createSession({ ...services, secureCookies: true }, userId);
      expect(secure).toMatch(/^__Host-studio_session=/);
      expect(secure).toMatch(/Secure/);
    });

    it("requireStudioUser: a page redirects to sign-in, an action answers 401, the wrong role 403", async () => {
      expect(await thrown(requireStudioUser(get("/studio/people?x=1"), { studio: services }))).toEqual({
        status: 302,
        location: "/studio/sign-in?next=%2Fstudio%2Fpeople%3Fx%3D1",
      });
      expect(await thrown(requireStudioUser(post("/studio/people", {}), { studio: services }))).toMatchObject({
        status: 401,
      });
      await invite("owner@example.com");
      const editor = await signedIn("ed@example.com", "editor");
      expect(
        await thrown(requireStudioUser(get("/studio/people", editor.cookie), { studio: services }, { role: "owner" })),
      ).toMatchObject({ status: 403 });
    });
  });

  describe("rate limits", () => {
    it("allow so many attempts per account in the window, then refuse", async () => {
      for (let i = 0; i < SIGN_IN_LIMIT_PER_ACCOUNT; i += 1)
        expect(await allowForAccount(handle.db, "x@example.com")).toBe(true);
      expect(await allowForAccount(handle.db, "X@example.com")).toBe(false);
      expect(await allowForAccount(handle.db, "y@example.com")).toBe(true);
    });

    it("sign-in link requests answer the same for unknown addresses, and 429 past the limit", async () => {
      const mail = { ...services, mailConfigured: true };
      await invite("known@example.com");
      const known = answer(
        await signInLinkAction(post("/studio/sign-in", { intent: "email-link", email: "known@example.com" }), {
          studio: mail,
          clientAddress: "1.2.3.4",
        }),
      );
      const unknown = answer(
        await signInLinkAction(post("/studio/sign-in", { intent: "email-link", email: "nobody@example.com" }), {
          studio: mail,
          clientAddress: "1.2.3.4",
        }),
      );
      expect(known).toEqual({ ok: true, message: LINK_SENT });
      expect(unknown).toEqual({ ok: true, message: LINK_SENT });
      expect((await handle.db.select().from(outbox)).map((row) => row.kind)).toEqual(["studio_link_email"]);
      // Twelve requests for one address from twelve clients: three e-mails, then 429.
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        statuses.push(
          statusOf(
            await signInLinkAction(
              post("/studio/sign-in", {
                intent: "email-link",
                email: i % 2 ? "Known@example.com" : "known@example.com",
              }),
              { studio: mail, clientAddress: `10.0.0.${i}` },
            ),
          ),
        );
      }
      expect(SIGN_IN_EMAILS_PER_ADDRESS).toBe(3);
      expect(statuses.filter((status) => status === 200)).toHaveLength(2);
      expect(statuses.slice(2).every((status) => status === 429)).toBe(true);
      expect(await handle.db.select().from(outbox)).toHaveLength(3);
      // Another address is not held up by it.
      await invite("second@example.com");
      expect(
        statusOf(
          await signInLinkAction(post("/studio/sign-in", { intent: "email-link", email: "second@example.com" }), {
            studio: mail,
            clientAddress: "10.0.1.1",
          }),
        ),
      ).toBe(200);
    });

    it("without mail, a link request says so (503); a malformed one is 400", async () => {
      expect(
        statusOf(
          await signInLinkAction(post("/studio/sign-in", { intent: "email-link", email: "a@example.com" }), {
            studio: services,
          }),
        ),
      ).toBe(503);
      expect(
        statusOf(
          await signInLinkAction(post("/studio/sign-in", { intent: "email-link", email: "x".repeat(300) }), {
            studio: services,
          }),
        ),
      ).toBe(400);
      expect(statusOf(await signInLinkAction(post("/studio/sign-in", {}), { studio: services }))).toBe(400);
    });
  });

  describe("passkey endpoint", () => {
    it("answers 400 to bad JSON and unknown steps, 401 without a session, 410 for a spent link", async () => {
      const context = { studio: services, clientAddress: "1.2.3.4" };
      expect(statusOf(await passkeyAction(json("{not json"), context))).toBe(400);
      expect(statusOf(await passkeyAction(json(JSON.stringify({ step: "nope" })), context))).toBe(400);
      expect(
        statusOf(await passkeyAction(json(JSON.stringify({ step: "sign-in", response: { id: "!!" } })), context)),
      ).toBe(400);
      expect(statusOf(await passkeyAction(json(JSON.stringify({ step: "register-options" })), context))).toBe(401);
      const { url } = await invite("p@example.com");
      const token = tokenOf(url);
      const options = answer(await passkeyAction(json(JSON.stringify({ step: "register-options", token })), context));
      expect(options.data.ok).toBe(true);
      const state = await checkLink(handle.db, token);
      if (state.ok) await consumeLink(handle.db, state.linkId);
      expect(statusOf(await passkeyAction(json(JSON.stringify({ step: "register-options", token })), context))).toBe(
        410,
      );
    });

    it("a sign-in with an unknown passkey is refused and audited as a failure", async () => {
      const context = { studio: services, clientAddress: "1.2.3.4" };
      const response = {
        id: "abc",
        rawId: "abc",
        type: "public-key",
        response: { clientDataJSON: "e30", authenticatorData: "AAAA", signature: "AAAA" },
        clientExtensionResults: {},
      };
      const result = await passkeyAction(json(JSON.stringify({ step: "sign-in", response })), context);
      expect(statusOf(result)).toBe(401);
      const [entry] = await handle.db.select().from(auditLog);
      expect(entry!.action).toBe("sign-in.failed");
      expect(await handle.db.select().from(studioSessions)).toHaveLength(0);
    });
  });

  describe("people and my account", () => {
    it("an editor cannot invite or remove anyone (403)", async () => {
      const owner = await signedIn("o@example.com");
      const editor = await signedIn("e@example.com", "editor");
      const invitePost = post(
        "/studio/people",
        { intent: "invite", email: "new@example.com", role: "owner" },
        editor.cookie,
      );
      expect(await thrown(peopleAction(invitePost, { studio: services }))).toMatchObject({ status: 403 });
      const removePost = post("/studio/people", { intent: "remove", id: String(owner.userId) }, editor.cookie);
      expect(await thrown(peopleAction(removePost, { studio: services }))).toMatchObject({ status: 403 });
      expect(await handle.db.select().from(studioUsers)).toHaveLength(2);
    });

    it("an owner invites (the link shown without mail), changes roles, removes people, never the last owner or themselves", async () => {
      const owner = await signedIn("o@example.com");
      const invited = answer(
        await peopleAction(
          post("/studio/people", { intent: "invite", email: "n@example.com", role: "editor" }, owner.cookie),
          { studio: services },
        ),
      );
      expect(invited.data.link).toMatch(/\/studio\/enrol\?token=/);
      const self = await peopleAction(
        post("/studio/people", { intent: "remove", id: String(owner.userId) }, owner.cookie),
        { studio: services },
      );
      expect(statusOf(self)).toBe(409);
      const editor = await signedIn("e@example.com", "editor");
      const promoted = await peopleAction(
        post("/studio/people", { intent: "role", id: String(editor.userId), role: "owner" }, owner.cookie),
        { studio: services },
      );
      expect(statusOf(promoted)).toBe(200);
      const removed = await peopleAction(
        post("/studio/people", { intent: "remove", id: String(editor.userId) }, owner.cookie),
        { studio: services },
      );
      expect(statusOf(removed)).toBe(200);
      expect(await getSession(get("/studio", editor.cookie), services)).toBeNull();
      const lastOwnerDemoted = await peopleAction(
        post(
          "/studio/people",
          { intent: "role", id: String(owner.userId), role: "editor" },
          (await signedIn("o@example.com")).cookie,
        ),
        { studio: services },
      );
      expect(statusOf(lastOwnerDemoted)).toBe(409);
      const actions = (await auditPage(handle.db, new URL(`${SITE}/studio/audit`))).entries.map(
        (entry) => entry.action,
      );
      expect(actions).toEqual(expect.arrayContaining(["person.invited", "person.role", "person.removed"]));
    });

    it("hostile people posts answer 4xx and change nothing", async () => {
      const owner = await signedIn("o@example.com");
      for (const fields of <Record<string, string>[]>[
        {},
        { intent: "invite", email: "x".repeat(500), role: "editor" },
        { intent: "invite", email: "a@example.com", role: "god" },
        { intent: "remove", id: "-1" },
        { intent: "remove", id: "99999999999999" },
        { intent: "role", id: "abc", role: "owner" },
      ]) {
        const result = await peopleAction(post("/studio/people", fields, owner.cookie), { studio: services });
        expect(statusOf(result)).toBeGreaterThanOrEqual(400);
        expect(statusOf(result)).toBeLessThan(500);
      }
      const gone = await peopleAction(post("/studio/people", { intent: "remove", id: "424242" }, owner.cookie), {
        studio: services,
      });
      expect(statusOf(gone)).toBe(404);
      expect(await handle.db.select().from(studioUsers)).toHaveLength(1);
    });

    it("my last passkey cannot be removed; sign out everywhere revokes every session", async () => {
      const me = await signedIn("me@example.com");
      await handle.db
        .insert(studioPasskeys)
        .values({ id: "key-1", userId: me.userId, publicKey: "AAAA", label: "Laptop" });
      const removeLast = await accountAction(post("/studio/account", { intent: "remove", id: "key-1" }, me.cookie), {
        studio: services,
      });
      expect(statusOf(removeLast)).toBe(409);
      const rename = await accountAction(
        post("/studio/account", { intent: "rename", id: "key-1", label: "Desk" }, me.cookie),
        { studio: services },
      );
      expect(statusOf(rename)).toBe(200);
      const [key] = await handle.db.select().from(studioPasskeys).where(eq(studioPasskeys.id, "key-1"));
      expect(key!.label).toBe("Desk");
      const tooLong = await accountAction(
        post("/studio/account", { intent: "rename", id: "key-1", label: "x".repeat(61) }, me.cookie),
        { studio: services },
      );
      expect(statusOf(tooLong)).toBe(400);
      const other = cookieOf(await createSession(services, me.userId));
      expect(
        await thrown(
          accountAction(post("/studio/account", { intent: "sign-out-everywhere" }, me.cookie), { studio: services }),
        ),
      ).toMatchObject({
        status: 302,
        location: "/studio/sign-in?signed-out=1",
      });
      expect(await getSession(get("/studio", other), services)).toBeNull();
      expect(await getSession(get("/studio", me.cookie), services)).toBeNull();
    });
  });
});
