import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { subscribers } from "../../db/schema";
import { signupAction } from "../../app/features/newsletter/signup-action.server";
import { queueReportEmail } from "../../app/server/queue-report.server";
import type { DatabaseHandle } from "../../app/server/db.server";
import { databases, emptyTables, servicesFor } from "./databases";

/** A sign-up post with repeated fields, as a browser sends ticked checkboxes. */
function signupPost(email: string, choice: [string, string][] = []) {
  const body = new URLSearchParams([
    ["firstName", "Ann"],
    ["lastName", "Lee"],
    ["email", email],
    ["userType", "buyer"],
    ["brokerage", ""],
    ...choice,
  ]);
  return new Request("http://localhost/subscribe", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
}

type Answer = { data: Record<string, unknown>; init: { status?: number } | null };

describe.each(databases)("a subscriber's market on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });
  beforeEach(async () => {
    await emptyTables(handle);
  });

  const delivery = { newsletterWebhook: false, leadEmail: false, confirmSignups: true };
  const signUp = async (email: string, choice: [string, string][] = []) =>
    (await signupAction(signupPost(email, choice), { forms: servicesFor(handle, delivery) })) as unknown as Answer;
  const rowOf = async (email: string) =>
    (await handle.db.select().from(subscribers).where(eq(subscribers.emailKey, email)))[0];

  it("stores the villages, types, band and cadence ticked with a sign-up; nothing ticked is the whole town every week", async () => {
    await signUp("ann@example.com", [
      ["village", "06878"],
      ["village", "06870"],
      ["homeType", "single-family"],
      ["band", "under-2m"],
      ["cadence", "monthly"],
    ]);
    expect(await rowOf("ann@example.com")).toMatchObject({
      villages: ["06870", "06878"],
      homeTypes: ["single-family"],
      priceBand: "under-2m",
      cadence: "monthly",
    });
    await signUp("bob@example.com");
    expect(await rowOf("bob@example.com")).toMatchObject({
      villages: [],
      homeTypes: [],
      priceBand: "all",
      cadence: "weekly",
    });
  });

  it("refuses an unknown village or band with 400, the field named, and stores nothing", async () => {
    const answer = await signUp("ann@example.com", [
      ["village", "06878"],
      ["village", "90210"],
      ["band", "cheap"],
    ]);
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({
      status: "invalid",
      choiceErrors: {
        villages: expect.stringMatching(/not a Greenwich village/),
        band: expect.stringMatching(/price band/),
      },
      // What was ticked and known comes back to the form.
      choice: { villages: ["06878"] },
    });
    expect(await handle.db.select().from(subscribers)).toEqual([]);
  });

  it("a confirmed subscriber's sign-up again changes no choice: only the preferences link does", async () => {
    await signUp("ann@example.com", [["village", "06878"]]);
    await handle.db.update(subscribers).set({ status: "confirmed" });
    await signUp("ann@example.com", [
      ["village", "06831"],
      ["cadence", "quarterly"],
    ]);
    expect(await rowOf("ann@example.com")).toMatchObject({ villages: ["06878"], cadence: "weekly" });
  });

  it("queues the weekly report for confirmed subscribers who chose every week, not the monthly or quarterly ones", async () => {
    for (const [email, cadence] of [
      ["weekly@example.com", "weekly"],
      ["monthly@example.com", "monthly"],
      ["quarterly@example.com", "quarterly"],
    ] as const) {
      await signUp(email, [["cadence", cadence]]);
    }
    await handle.db.update(subscribers).set({ status: "confirmed" });
    expect((await queueReportEmail(handle.db, { week: 1, startedBy: "test" })).queued).toBe(1);
  });
});
