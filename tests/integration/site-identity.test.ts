import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, siteIdentity } from "~db/schema";
import { DEFAULT_IDENTITY, DEFAULT_IDENTITY_FIELDS } from "../../app/lib/site-identity";
import type { DatabaseHandle } from "../../app/server/db.server";
import { currentIdentity, identityFor } from "../../app/server/site-content.server";
import { readSiteImage, saveIdentity } from "../../app/server/site-identity.server";
import { siteVersion, watchSiteVersion } from "../../app/server/site-version.server";
import { databases, emptyTables } from "./databases";

// The core of decision 110 on a real database: the site's version, the saved identity, and what
// every loader reads, on this instance and on a second one.

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);

describe.each(databases)("the site's identity store ($name)", ({ open, openPeer }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    await emptyTables(handle);
  });

  const actor = { userId: null, actor: "owner@example.com" };

  it("is content/site.ts's until saved, and the saved one everywhere after, with the version bumped and audited", async () => {
    expect(await siteVersion(handle.db)).toBeNull();
    expect(await currentIdentity(handle.db)).toBe(DEFAULT_IDENTITY);
    expect(await identityFor(undefined)).toBe(DEFAULT_IDENTITY);

    const watch = watchSiteVersion(handle.db, { everyMs: 0 });
    await watch.refresh();
    expect(watch.known()).toBeNull();

    const fields = { ...DEFAULT_IDENTITY_FIELDS, name: "Jordan Lee", phone: "(203) 869-1234" };
    const saved = await saveIdentity(handle.db, { fields, image: { bytes: PNG, contentType: "image/png" }, actor });
    expect(saved.changed).toEqual(["name", "phone", "image"]);
    expect(saved.version).toBe(await siteVersion(handle.db));
    // The instance that saved knows at once, without waiting for its poll.
    expect(watch.known()).toBe(saved.version);
    watch.stop();

    const identity = await currentIdentity(handle.db);
    expect(identity.broker.name).toBe("Jordan Lee");
    expect(identity.broker.phoneE164).toBe("+12038691234");
    expect(identity.image?.src).toMatch(/^\/site-image\/[0-9a-f]{64}\.png$/);
    const hash = identity.image!.src.slice("/site-image/".length, -".png".length);
    expect((await readSiteImage(handle.db, hash))?.bytes.equals(PNG)).toBe(true);
    expect(await identityFor({ forms: { db: handle.db } })).toEqual(identity);

    const [entry] = await handle.db.select().from(auditLog).orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({
      actor: "owner@example.com",
      action: "settings.identity",
      details: {
        changed: ["name", "phone", "image"],
        before: { name: "Alex Morgan", phone: "(203) 555-0142", image: null },
        after: { name: "Jordan Lee", phone: "(203) 869-1234", image: identity.image!.src },
      },
    });

    // A second instance on the same database reads the same identity.
    const peer = await openPeer(handle);
    try {
      expect((await currentIdentity(peer.db)).broker.name).toBe("Jordan Lee");
    } finally {
      await peer.close();
    }
  });

  it("writes nothing and keeps the version when nothing changed", async () => {
    const first = await saveIdentity(handle.db, {
      fields: { ...DEFAULT_IDENTITY_FIELDS, name: "Jordan Lee" },
      image: { keep: true },
      actor,
    });
    const again = await saveIdentity(handle.db, {
      fields: { ...DEFAULT_IDENTITY_FIELDS, name: "Jordan Lee" },
      image: { keep: true },
      actor,
    });
    expect(again).toEqual({ version: null, changed: [] });
    expect(await siteVersion(handle.db)).toBe(first.version);
    expect(await handle.db.select().from(auditLog).where(eq(auditLog.action, "settings.identity"))).toHaveLength(1);
    expect(await handle.db.select().from(siteIdentity)).toHaveLength(1);
  });
});
