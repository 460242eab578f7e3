import { describe, expect, it } from "vitest";
import { auditLog, listings, listingUploads } from "~db/schema";
import * as route from "../../app/routes/studio.listings";
import { databases } from "./databases";
import { answered, signedInStudio, thrown } from "./route-calls";

// /studio/listings (decision 134): refused without a session and, for removing an export, for an
// editor; a bad export lists every problem of every bad row and stores nothing; a UTF-16 export is
// checked, then applied; a column the export calls otherwise is mapped once.

const HEADER =
  "ML #,Status,Prop Type,Address,Zip,List Date,Original List Price,List Price,Under Contract Date,Sold Date,Sold Price,# Price Reductions,Total Reduction,DOM,CDOM,Beds,Baths,Approx Living Area,Lot Acres,List Office Name,List Agent Full Name";
const GOOD =
  '180001,Active,Single Family,12 Shore Road,06870,9/2/25,"$3,195,000","$2,995,000",,,,1,"$200,000",62,62,4,3.5,"3,120",0.5,Example Realty,Pat Lister';
// A list date that is no date and a ZIP outside Greenwich: both named at once.
const BAD =
  '180002,Active,Single Family,3 Lake Avenue,10001,13/45/25,"$1,850,000","$1,850,000",,,,0,$0,33,33,2,2,"1,400",,Example Realty,Lee Agent';

const utf16 = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);

function checkForm(content: string | Buffer, asOf = "2025-11-03") {
  const form = new FormData();
  form.set("intent", "check");
  form.set("asOf", asOf);
  form.set(
    "file",
    new File([typeof content === "string" ? content : new Uint8Array(content)], "listings.csv", { type: "text/csv" }),
  );
  return form;
}

const fields = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.set(name, value);
  return form;
};

describe.each(databases)("/studio/listings ($name)", ({ open }) => {
  const studio = signedInStudio(open);

  it("without a session the page redirects to sign-in and every step answers 401, storing nothing", async () => {
    const page = await thrown(studio.load(route.loader, "/studio/listings"));
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe(`/studio/sign-in?next=${encodeURIComponent("/studio/listings")}`);
    for (const form of [checkForm([HEADER, GOOD].join("\n")), fields({ intent: "remove", id: "1" })]) {
      const answer = await thrown(studio.submit(route.action, "/studio/listings", form));
      expect(answer.status).toBe(401);
    }
    expect(await studio.handle.db.select().from(listingUploads)).toHaveLength(0);
  });

  it("checks, applies, and lets only an owner remove an export", async () => {
    const checked = answered(
      await studio.submit(
        route.action,
        "/studio/listings",
        checkForm(utf16([HEADER, GOOD].join("\r\n"))),
        studio.editorCookie,
      ),
    );
    expect(checked.status).toBe(200);
    expect(checked.data).toMatchObject({ counts: { added: 1, changed: 0 }, problemCount: 0, goodRows: 1 });
    const apply = fields({
      intent: "apply",
      uploadId: String(checked.data.uploadId),
      asOf: "2025-11-03",
      coversFrom: String(checked.data.coversFrom),
      planKey: String(checked.data.planKey),
    });
    const applied = await thrown(studio.submit(route.action, "/studio/listings", apply, studio.editorCookie));
    expect(applied.headers.get("Location")).toMatch(/^\/studio\/listings\?applied=\d+$/);
    const [upload] = await studio.handle.db.select().from(listingUploads);
    expect(upload!.actor).toBe("editor@example.com");
    expect((await studio.handle.db.select().from(listings)).map((row) => row.mls)).toEqual(["180001"]);

    const page = (await studio.load(route.loader, `/studio/listings?applied=${upload!.id}`, studio.editorCookie)) as {
      uploads: unknown[];
      canRemove: boolean;
      notice?: string;
    };
    expect(page.uploads).toHaveLength(1);
    expect(page.canRemove).toBe(false);
    expect(page.notice).toMatch(/applied/);

    const remove = () => fields({ intent: "remove", id: String(upload!.id) });
    const refused = answered(await studio.submit(route.action, "/studio/listings", remove(), studio.editorCookie));
    expect(refused.status).toBe(403);
    expect(await studio.handle.db.select().from(listings)).toHaveLength(1);
    const removed = await thrown(studio.submit(route.action, "/studio/listings", remove(), studio.ownerCookie));
    expect(removed.headers.get("Location")).toBe(`/studio/listings?removed=${upload!.id}`);
    expect(await studio.handle.db.select().from(listings)).toHaveLength(0);
    expect((await studio.handle.db.select().from(auditLog)).map((entry) => entry.action).sort()).toEqual([
      "listings.upload-removed",
      "listings.uploaded",
    ]);
  });

  it("lists every problem of a bad row at once, and an apply without skipping stores nothing (422)", async () => {
    const checked = answered(
      await studio.submit(
        route.action,
        "/studio/listings",
        checkForm([HEADER, GOOD, BAD].join("\n")),
        studio.ownerCookie,
      ),
    );
    const problems = checked.data.problems as { line: number; column: string; reason: string }[];
    expect(problems.filter((problem) => problem.line === 3).map((problem) => problem.column)).toEqual(
      expect.arrayContaining(["Zip", "List Date"]),
    );
    expect(JSON.stringify(problems)).toContain("13/45/25");
    const apply = fields({
      intent: "apply",
      uploadId: String(checked.data.uploadId),
      asOf: "2025-11-03",
      coversFrom: "2025-09-02",
      planKey: String(checked.data.planKey),
    });
    const refused = answered(await studio.submit(route.action, "/studio/listings", apply, studio.ownerCookie));
    expect(refused.status).toBe(422);
    expect(await studio.handle.db.select().from(listingUploads)).toHaveLength(0);
  });

  it("asks once for a column the export calls otherwise, and reads the next export with it", async () => {
    const renamed = [HEADER.replace("ML #", "Listing Ref"), GOOD].join("\n");
    const first = answered(
      await studio.submit(route.action, "/studio/listings", checkForm(renamed), studio.ownerCookie),
    );
    const unmapped = first.data.unmapped as { field: string; required: boolean }[];
    expect(unmapped.find((field) => field.field === "mls")?.required).toBe(true);
    const mapped = answered(
      await studio.submit(
        route.action,
        "/studio/listings",
        fields({ intent: "map", uploadId: String(first.data.uploadId), asOf: "2025-11-03", map_mls: "Listing Ref" }),
        studio.ownerCookie,
      ),
    );
    expect(mapped.data).toMatchObject({ goodRows: 1, mapped: { mls: "Listing Ref" } });
    const again = answered(
      await studio.submit(route.action, "/studio/listings", checkForm(renamed), studio.ownerCookie),
    );
    expect(again.data.goodRows).toBe(1);
  });
});
