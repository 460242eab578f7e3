// Calling route modules' loaders and actions directly, as React Router would, and reading what they
// answered (a thrown Response or data(), a returned data() or plain object).
import { afterAll, beforeAll, beforeEach } from "vitest";
import { studioUsers } from "~db/schema";
import { createSession } from "../../app/server/session.server";
import type { DatabaseHandle } from "../../app/server/db.server";
import { routerContext, type AppContext } from "../../app/server/app-context.server";
import type { StudioServices } from "../../app/server/studio-services.server";
import { emptyTables } from "./databases";

export type Args = {
  request: Request;
  context: { studio: StudioServices; forms: { db: DatabaseHandle["db"] } };
  params: Record<string, string>;
};

// The route modules' own argument types carry generated route information these tests do not need.
// The services reach the route in React Router's context, as server/request-pipeline.ts puts them;
// `url` is the request's address as React Router passes it (without a `.data` suffix).
export const call = <T>(fn: (args: never) => T, { context, ...args }: Args) =>
  fn({ ...args, url: new URL(args.request.url), context: routerContext(context as AppContext) } as never);

/** The Response a loader or action threw (a redirect, or data() with a status). */
export async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    const wrapped = error as { init?: { status?: number }; data?: unknown; type?: string };
    if (wrapped?.type === "DataWithResponseInit") return new Response(JSON.stringify(wrapped.data), wrapped.init);
    throw error;
  }
  throw new Error("expected a thrown response");
}

/** The status and data of what an action or loader returned (data() or a plain object). */
export function answered(value: unknown): { status: number; data: Record<string, unknown> } {
  const wrapped = value as { type?: string; data?: Record<string, unknown>; init?: { status?: number } };
  if (wrapped?.type === "DataWithResponseInit")
    return { status: wrapped.init?.status ?? 200, data: wrapped.data ?? {} };
  return { status: 200, data: value as Record<string, unknown> };
}

/** Studio services on an emptied database with an owner and an editor signed in (their cookies). */
export async function studioWithOwnerAndEditor(handle: DatabaseHandle) {
  const studio: StudioServices = {
    db: handle.db,
    siteUrl: "http://localhost",
    secureCookies: false,
    mailConfigured: false,
    wakeOutbox: () => {},
  };
  const [owner, editor] = await handle.db
    .insert(studioUsers)
    .values([
      { email: "owner@example.com", emailKey: "owner@example.com", role: "owner" },
      { email: "editor@example.com", emailKey: "editor@example.com", role: "editor" },
    ])
    .returning({ id: studioUsers.id });
  return {
    studio,
    ownerId: owner!.id,
    ownerCookie: (await createSession(studio, owner!.id)).split(";")[0]!,
    editorCookie: (await createSession(studio, editor!.id)).split(";")[0]!,
  };
}

type SignedInStudio = { handle: DatabaseHandle } & Awaited<ReturnType<typeof studioWithOwnerAndEditor>>;

/**
 * The studio a describe block's tests call routes in: the database opened before them and closed
 * after them; before each test emptied, given what `prepare` adds, and an owner and an editor
 * signed in. Its fields are set by those hooks, so read them inside the tests.
 */
export function signedInStudio(
  open: () => Promise<DatabaseHandle>,
  prepare: (handle: DatabaseHandle) => Promise<unknown> = async () => {},
) {
  const session = {} as SignedInStudio;
  beforeAll(async () => {
    session.handle = await open();
  });
  afterAll(async () => {
    await session.handle.close();
  });
  beforeEach(async () => {
    await emptyTables(session.handle);
    await prepare(session.handle);
    Object.assign(session, await studioWithOwnerAndEditor(session.handle));
  });
  /** What React Router passes a studio route: its services and the form services' database. */
  const context = () => ({ studio: session.studio, forms: { db: session.handle.db } });
  return Object.assign(session, {
    context,
    /** A loader called for `path` on this site, with `cookie` (signed out without one). */
    load: <T>(loader: (args: never) => T, path: string, cookie?: string, params: Record<string, string> = {}) =>
      call(loader, {
        request: new Request(`http://localhost${path}`, cookie ? { headers: { Cookie: cookie } } : {}),
        context: context(),
        params,
      }),
    /** An action called with `body` posted to `path` from this site's own pages, with `cookie` (signed out without one). */
    submit: <T>(action: (args: never) => T, path: string, body: FormData, cookie?: string) =>
      call(action, {
        request: new Request(`http://localhost${path}`, {
          method: "POST",
          headers: { Origin: "http://localhost", ...(cookie ? { Cookie: cookie } : {}) },
          body,
        }),
        context: context(),
        params: {},
      }),
  });
}
