import { eq } from "drizzle-orm";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, mlsColumnMaps } from "~db/schema";
import { weekVersionsOf } from "../../app/server/week-store.server";
import { runCommand } from "../../app/server/commands/registry.server";
import type { DatabaseHandle } from "../../app/server/db.server";
import { parseEnv } from "../../app/server/env.server";
import type { StudioServices } from "../../app/server/studio-services.server";
import * as weeksRoute from "../../app/routes/studio.weeks";
import { databases, emptyTables } from "./databases";
import { answered, call, thrown, studioWithOwnerAndEditor } from "./route-calls";

// Item 5 on a real database: a SmartMLS export of 40 columns through the studio's
// upload, a column mapping made on screen and kept for the next upload (and report:import), and
// who may make and forget one.

const SMARTMLS = readFileSync(new URL("../fixtures/smartmls-export.csv", import.meta.url), "utf8");

/** An export two of whose headers no alias knows ("Street", "Interior Sq Ft"). */
const UNKNOWN_HEADERS = "Street,Property Type,Zoning,Zip,Acres,Interior Sq Ft,Contract Price,DOM,Pending Date";
const unknownExport = (rows: string[]) => [UNKNOWN_HEADERS, ...rows].join("\n");
const MAPPED_ROWS = ['5 Mapped Road,Single Family,RA-1,06830,1.5,"4,100","$3,400,000",12,11/6/2025'];

describe.each(databases)("MLS exports in the studio ($name)", ({ open }) => {
  let handle: DatabaseHandle;
  let studio: StudioServices;
  let ownerCookie: string;
  let editorCookie: string;

  beforeAll(async () => {
    handle = await open();
  });
  afterAll(async () => {
    await handle.db.delete(mlsColumnMaps);
    await handle.close();
  });

  beforeEach(async () => {
    await emptyTables(handle);
    await handle.db.delete(mlsColumnMaps);
    ({ studio, ownerCookie, editorCookie } = await studioWithOwnerAndEditor(handle));
  });

  const context = () => ({ studio, forms: { db: handle.db } });

  function post(body: FormData | Record<string, string>, cookie?: string) {
    const form = body instanceof FormData ? body : new URLSearchParams(body);
    return new Request("http://localhost/studio/weeks", {
      method: "POST",
      headers: { Origin: "http://localhost", ...(cookie ? { Cookie: cookie } : {}) },
      body: form,
    });
  }

  function upload(csv: string, name = "export.csv") {
    const form = new FormData();
    form.set("intent", "check");
    form.set("file", new File([csv], name, { type: "text/csv" }));
    return form;
  }

  const action = (body: FormData | Record<string, string>, cookie?: string) =>
    call(weeksRoute.action, { request: post(body, cookie), context: context(), params: {} });

  const listPage = async (cookie: string) =>
    (await call(weeksRoute.loader, {
      request: new Request("http://localhost/studio/weeks", { headers: { Cookie: cookie } }),
      context: context(),
      params: {},
    })) as Awaited<ReturnType<typeof weeksRoute.loader>>;

  it("accepts a SmartMLS export of 40 columns: four contracts, four other statuses listed and skipped", async () => {
    const checked = answered(await action(upload(SMARTMLS, "smartmls.csv"), editorCookie));
    expect(checked.status).toBe(200);
    expect(checked.data).toMatchObject({
      problemCount: 0,
      goodRows: 4,
      skippedCount: 4,
      proposal: { week: 5, startDate: "2025-11-03", endDate: "2025-11-09" },
    });
    expect((checked.data.skipped as { status: string }[]).map((row) => row.status)).toEqual([
      "Active",
      "Closed",
      "Withdrawn",
      "Expired",
    ]);
    const created = await thrown(
      action(
        {
          intent: "create",
          uploadId: checked.data.uploadId as string,
          week: "5",
          startDate: "2025-11-03",
          endDate: "2025-11-09",
        },
        editorCookie,
      ),
    );
    expect(created.headers.get("Location")).toBe("/studio/weeks/5");
    const [draft] = await weekVersionsOf(handle.db, 5);
    expect(draft?.report.contracts.map((contract) => [contract.address, contract.price])).toEqual([
      ["12 Ridgeway Lane", 1_295_000],
      ["4 Arch Street Unit 2", 975_000],
      ["0 Stanwich Road", 1_950_000],
      ["31 Church Street", 2_180_000],
    ]);
  });

  it("npm run report:import reads the same SmartMLS export, naming the rows it skips", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "mls-export-")), "smartmls.csv");
    writeFileSync(file, SMARTMLS);
    const out: string[] = [];
    const code = await runCommand(
      "report:import",
      [file, "--week", "5", "--start", "2025-11-03", "--end", "2025-11-09"],
      {
        db: handle.db,
        config: parseEnv(process.env),
        io: { out: (text) => out.push(text), err: (text) => out.push(text) },
        wakeOutbox: () => {},
      },
    );
    expect(code).toBe(0);
    expect(out.join("")).toContain(`line 5 skipped (status "Active", not under contract or pending): 88 Lake Avenue`);
    expect(out.join("")).toMatch(/Stored week 5 version 1 \(4 contracts\)/);
    expect((await weekVersionsOf(handle.db, 5))[0]?.report.contracts).toHaveLength(4);
  });

  it("keeps a mapping made on screen and applies it to the next upload with the same headers", async () => {
    const asked = answered(await action(upload(unknownExport(MAPPED_ROWS)), editorCookie));
    expect(asked.status).toBe(422);
    expect(asked.data.missingColumns).toEqual(["address", "sqft"]);
    expect(asked.data.headers).toEqual(UNKNOWN_HEADERS.split(","));
    const uploadId = asked.data.uploadId as string;

    // A header the export does not have is refused, and nothing is kept.
    const wrong = answered(
      await action({ intent: "map", uploadId, map_address: "Street", map_sqft: "Living Room" }, editorCookie),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.data.error).toBe('The export has no column "Living Room".');
    expect(await handle.db.select().from(mlsColumnMaps)).toEqual([]);

    // The editor maps the two columns (the upload is an editor's work too): the file is read at once.
    const mapped = answered(
      await action({ intent: "map", uploadId, map_address: "Street", map_sqft: "Interior Sq Ft" }, editorCookie),
    );
    expect(mapped.status).toBe(200);
    expect(mapped.data).toMatchObject({ goodRows: 1, problemCount: 0, proposal: { week: 5 } });
    expect(mapped.data.missingColumns).toBeUndefined();
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.action, "mls-mapping.saved"));
    expect(entry).toMatchObject({ actor: "editor@example.com" });

    // Next week's export with the same headers (here in another order) is read with the mapping.
    const reordered = [
      "Pending Date,DOM,Contract Price,Interior Sq Ft,Acres,Zip,Zoning,Property Type,Street",
      '11/7/2025,3,"$2,200,000",3800,0.9,06870,R-12,Single Family,8 Next Week Lane',
    ].join("\n");
    const next = answered(await action(upload(reordered), ownerCookie));
    expect(next.status).toBe(200);
    expect(next.data).toMatchObject({ goodRows: 1, mappedColumns: { address: "Street", sqft: "Interior Sq Ft" } });

    // Both roles see the mapping; only an owner is offered to forget it.
    const owners = await listPage(ownerCookie);
    expect(owners.mappings).toHaveLength(1);
    expect(owners.mappings[0]!.columns).toEqual({ address: "Street", sqft: "Interior Sq Ft" });
    expect(owners.canForgetMappings).toBe(true);
    expect((await listPage(editorCookie)).canForgetMappings).toBe(false);

    // npm run report:import reads the same export with the mapping saved in the studio.
    const file = path.join(mkdtempSync(path.join(tmpdir(), "mls-export-")), "export.csv");
    writeFileSync(file, unknownExport(MAPPED_ROWS));
    const out: string[] = [];
    const code = await runCommand(
      "report:import",
      [file, "--week", "5", "--start", "2025-11-03", "--end", "2025-11-09"],
      {
        db: handle.db,
        config: parseEnv(process.env),
        io: { out: (text) => out.push(text), err: (text) => out.push(text) },
        wakeOutbox: () => {},
      },
    );
    expect(out.join("")).toMatch(/Stored week 5 version 1 \(1 contracts\)/);
    expect(code).toBe(0);

    // Forgotten by the owner: the next upload asks again.
    const forgotten = await thrown(
      action({ intent: "forget-mapping", mappingKey: owners.mappings[0]!.key }, ownerCookie),
    );
    expect(forgotten.status).toBe(302);
    expect(forgotten.headers.get("Location")).toBe("/studio/weeks?mapping=forgotten");
    expect(await handle.db.select().from(mlsColumnMaps)).toEqual([]);
    const again = answered(await action(upload(unknownExport(MAPPED_ROWS)), ownerCookie));
    expect(again.data.missingColumns).toEqual(["address", "sqft"]);
  });

  it("never maps a list price as the contract price", async () => {
    const text = [
      "Address,Property Type,Zoning,Zip,Acres,Sq Ft,List Price,Accepted Price,DOM,Pending Date",
      '9 Offer Lane,Condominium,R-6,06830,,1200,"$990,000","$960,000",8,11/5/2025',
    ].join("\n");
    const asked = answered(await action(upload(text), ownerCookie));
    expect(asked.data).toMatchObject({ missingColumns: ["price"], listPriceHeaders: ["List Price"] });
    const uploadId = asked.data.uploadId as string;
    const refused = answered(await action({ intent: "map", uploadId, map_price: "List Price" }, ownerCookie));
    expect(refused.status).toBe(400);
    expect(refused.data.error).toBe('"List Price" is the list (asking) price; choose the contract price.');
    expect(await handle.db.select().from(mlsColumnMaps)).toEqual([]);
    const mapped = answered(await action({ intent: "map", uploadId, map_price: "Accepted Price" }, ownerCookie));
    expect(mapped.status).toBe(200);
    expect(mapped.data.goodRows).toBe(1);
  });

  it("keeps the price column chosen among several for the next upload with the same headers", async () => {
    const text = [
      "Address,Property Type,Zoning,Zip,Acres,Sq Ft,List Price,Contract Price,Sale Price,DOM,Pending Date",
      '9 Offer Lane,Condominium,R-6,06830,,1200,"$990,000","$960,000",,8,11/5/2025',
    ].join("\n");
    const asked = answered(await action(upload(text), editorCookie));
    expect(asked.data.priceCandidates).toEqual(["Contract Price", "Sale Price"]);
    const chosen = answered(
      await action(
        { intent: "check", uploadId: asked.data.uploadId as string, priceColumn: "Contract Price" },
        editorCookie,
      ),
    );
    expect(chosen.data).toMatchObject({ goodRows: 1, mappedColumns: { price: "Contract Price" } });
    const next = answered(await action(upload(text), ownerCookie));
    expect(next.status).toBe(200);
    expect(next.data.priceCandidates).toBeUndefined();
    expect(next.data).toMatchObject({ goodRows: 1, mappedColumns: { price: "Contract Price" } });
  });

  it("mapping refuses without a session; forgetting refuses without a session and for an editor", async () => {
    const asked = answered(await action(upload(unknownExport(MAPPED_ROWS)), ownerCookie));
    const uploadId = asked.data.uploadId as string;
    const choice = { intent: "map", uploadId, map_address: "Street", map_sqft: "Interior Sq Ft" };
    expect((await thrown(action(choice))).status).toBe(401);
    expect(await handle.db.select().from(mlsColumnMaps)).toEqual([]);

    expect(answered(await action(choice, ownerCookie)).status).toBe(200);
    const [saved] = await handle.db.select().from(mlsColumnMaps);
    const forget = { intent: "forget-mapping", mappingKey: saved!.headersKey };
    expect((await thrown(action(forget))).status).toBe(401);
    const denied = answered(await action(forget, editorCookie));
    expect(denied.status).toBe(403);
    expect(await handle.db.select().from(mlsColumnMaps)).toHaveLength(1);
    expect(
      answered(await action({ intent: "forget-mapping", mappingKey: "no|such|headers" }, ownerCookie)).status,
    ).toBe(404);
  });
});
