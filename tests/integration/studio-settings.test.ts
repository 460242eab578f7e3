import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, siteIdentity, siteImages } from "~db/schema";
import { DEFAULT_IDENTITY_FIELDS } from "../../app/lib/site-identity";
import { currentIdentity } from "../../app/server/site-content.server";
import { siteVersion } from "../../app/server/site-version.server";
import * as settingsRoute from "../../app/routes/studio.settings";
import * as siteImageRoute from "../../app/routes/site-image";
import * as overviewRoute from "../../app/routes/studio._index";
import { databases } from "./databases";
import { answered, thrown, signedInStudio } from "./route-calls";

// Settings in the studio through the route's own loader and action: owners only,
// every field checked, the image by its bytes, a change audited with before and after and the
// site's version bumped; nothing stored when anything is wrong.

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);

describe.each(databases)("Settings in the studio ($name)", ({ open }) => {
  const session = signedInStudio(open);

  function form(fields: Record<string, string> = {}, image?: File) {
    const body = new FormData();
    for (const [key, value] of Object.entries({ ...DEFAULT_IDENTITY_FIELDS, ...fields })) body.set(key, value);
    if (image) body.set("image", image);
    return body;
  }
  const save = (body: FormData, cookie?: string) =>
    session.submit(settingsRoute.action, "/studio/settings", body, cookie);
  const stored = async () => ({
    rows: await session.handle.db.select().from(siteIdentity),
    images: await session.handle.db.select({ hash: siteImages.hash }).from(siteImages),
    version: await siteVersion(session.handle.db),
    audits: await session.handle.db.select().from(auditLog).where(eq(auditLog.action, "settings.identity")),
  });
  const nothingStored = { rows: [], images: [], version: null, audits: [] };

  it("refuses without a session (401; the page redirects to sign-in) and for an editor (403)", async () => {
    expect((await thrown(save(form({ name: "Jordan Lee" })))).status).toBe(401);
    expect((await thrown(save(form({ name: "Jordan Lee" }), session.editorCookie))).status).toBe(403);
    const page = await thrown(session.load(settingsRoute.loader, "/studio/settings"));
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toMatch(/^\/studio\/sign-in/);
    const editorPage = await thrown(session.load(settingsRoute.loader, "/studio/settings", session.editorCookie));
    expect(editorPage.status).toBe(403);
    expect(await stored()).toEqual(nothingStored);
  });

  it("answers 400 with each field's error and the words sent, and stores nothing", async () => {
    const answer = answered(
      await save(
        form({ name: "Jordan Lee", phone: "call me maybe", email: "jordan@", siteName: "" }),
        session.ownerCookie,
      ),
    );
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      ok: false,
      fieldErrors: {
        phone: expect.stringMatching(/^Enter a phone number with its area code/),
        email: "Enter an e-mail address such as name@example.com.",
        siteName: "Enter the site's name.",
      },
      values: { name: "Jordan Lee", phone: "call me maybe", email: "jordan@", siteName: "" },
    });
    expect(await stored()).toEqual(nothingStored);
  });

  it("checks the image by its bytes: another type 415, over 2 MB 413, and stores nothing", async () => {
    const gif = new File([Buffer.from("GIF89a....")], "photo.png", { type: "image/png" });
    const wrongType = answered(await save(form({ name: "Jordan Lee" }, gif), session.ownerCookie));
    expect(wrongType.status).toBe(415);
    expect(wrongType.data).toMatchObject({
      fieldErrors: { image: "That file is not a JPEG, PNG or WebP image." },
      values: { name: "Jordan Lee" },
    });
    const big = Buffer.alloc(2 * 1024 * 1024 + 1);
    PNG.copy(big);
    const tooBig = answered(
      await save(form({}, new File([big], "big.png", { type: "image/png" })), session.ownerCookie),
    );
    expect(tooBig.status).toBe(413);
    expect(tooBig.data).toMatchObject({
      fieldErrors: { image: "That image is larger than 2 MB: choose a smaller one." },
    });
    expect(await stored()).toEqual(nothingStored);
  });

  it("saves a change: the version bumped, audited with before and after, and every reader follows", async () => {
    const answer = answered(
      await save(
        form({ name: "Jordan Lee", phone: "203-869-1234" }, new File([PNG], "me.png", { type: "image/png" })),
        session.ownerCookie,
      ),
    );
    expect(answer).toMatchObject({ status: 200, data: { ok: true } });
    const after = await stored();
    expect(after.rows).toHaveLength(1);
    expect(after.images).toHaveLength(1);
    expect(after.version).toEqual(expect.any(Number));
    const [entry] = await session.handle.db.select().from(auditLog).orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({
      actor: "owner@example.com",
      action: "settings.identity",
      details: {
        changed: ["name", "phone", "image"],
        before: { name: "Alex Morgan", phone: "(203) 555-0142", image: null },
        after: { name: "Jordan Lee", phone: "203-869-1234", image: expect.stringMatching(/^\/site-image\//) },
      },
    });
    const identity = await currentIdentity(session.handle.db);
    expect(identity.broker).toMatchObject({ name: "Jordan Lee", phoneE164: "+12038691234" });

    // The image is served at its hash, cached for a year; a made-up hash is 404.
    const file = identity.image!.src.slice("/site-image/".length);
    const image = (await session.load(siteImageRoute.loader, identity.image!.src, undefined, { file })) as Response;
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/png");
    expect(image.headers.get("Cache-Control")).toContain("immutable");
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    const missing = (await session.load(siteImageRoute.loader, "/site-image/x.png", undefined, {
      file: `${"0".repeat(64)}.png`,
    })) as Response;
    expect(missing.status).toBe(404);

    // The page shows what was saved; the overview's warning names the placeholders still left.
    const page = (await session.load(settingsRoute.loader, "/studio/settings", session.ownerCookie)) as Awaited<
      ReturnType<typeof settingsRoute.loader>
    >;
    expect(page.values.name).toBe("Jordan Lee");
    const overview = (await session.load(overviewRoute.loader, "/studio", session.ownerCookie)) as Awaited<
      ReturnType<typeof overviewRoute.loader>
    >;
    expect(overview.placeholders).toEqual(["e-mail address", "brokerage", "license line"]);
  });

  it("calls only content/site.ts's own values the shipped placeholders; another number kept for fiction is named as such", async () => {
    expect(answered(await save(form({ phone: "(203) 555-0100" }), session.ownerCookie)).status).toBe(200);
    const page = (await session.load(settingsRoute.loader, "/studio/settings", session.ownerCookie)) as Awaited<
      ReturnType<typeof settingsRoute.loader>
    >;
    expect(page.placeholders).toEqual(["e-mail address", "brokerage", "license line"]);
    const overview = (await session.load(overviewRoute.loader, "/studio", session.ownerCookie)) as Awaited<
      ReturnType<typeof overviewRoute.loader>
    >;
    expect(overview.placeholders).toEqual(["e-mail address", "brokerage", "license line"]);
    const example = "phone number: a number in the 555-0100 to 555-0199 range kept for fiction, which no one can call";
    expect({ settings: page.examples, overview: overview.examples }).toEqual({
      settings: [example],
      overview: [example],
    });
  });

  it("clears the overview's warning once no placeholder is left", async () => {
    const real = {
      email: "jordan@leehomes.com",
      phone: "(203) 869-1234",
      brokerage: "Lee Homes",
      licence: "Connecticut Real Estate Broker License REB.0791234",
    };
    expect(answered(await save(form(real), session.ownerCookie)).status).toBe(200);
    const overview = (await session.load(overviewRoute.loader, "/studio", session.ownerCookie)) as Awaited<
      ReturnType<typeof overviewRoute.loader>
    >;
    expect(overview.placeholders).toEqual([]);
  });
});
