import { asc } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leads, outbox, subscribers } from "~db/schema";
import { contactAction } from "../../app/features/leads/contact-action.server";
import { parseContact } from "../../app/features/leads/contact-schema";
import { signupAction } from "../../app/features/newsletter/signup-action.server";
import { parseSignup } from "../../app/features/newsletter/signup-schema";
import type { DatabaseHandle } from "../../app/server/db.server";
import { forgetEmail, purgeExpiredLeads } from "../../app/server/retention.server";
import { databases, emptyTables, formPost, servicesFor } from "./databases";

type Answer = { data: { status: string; errors?: Record<string, string> }; init: ResponseInit | null };
const answer = (value: unknown) => value as Answer;

describe.each(databases)("form actions on $name", ({ open }) => {
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

  const signup = { firstName: "Ann", lastName: "Lee", email: "Ann@Example.com", userType: "agent", brokerage: "Acme" };

  it("stores a sign-up and its webhook row in one go, then answers success", async () => {
    const services = servicesFor(handle);
    const result = answer(await signupAction(formPost("/subscribe", signup), { forms: services }));
    expect(result.data.status).toBe("subscribed");
    expect(result.init?.status ?? 200).toBe(200);
    const rows = await handle.db.select().from(subscribers);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: "Ann", email: "Ann@Example.com", emailKey: "ann@example.com" });
    const queued = await handle.db.select().from(outbox);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.kind).toBe("newsletter_webhook");
    expect(queued[0]!.payload).toMatchObject({ fullName: "Ann Lee", source: "newsletter_subscription" });
    expect(services.wakes).toBe(1);
  });

  it("signing up again with the same address in other case updates the one row and still succeeds", async () => {
    const services = servicesFor(handle);
    await signupAction(formPost("/subscribe", signup), { forms: services });
    const again = answer(
      await signupAction(
        formPost("/subscribe", { ...signup, firstName: "Annie", email: "ANN@example.COM", userType: "buyer" }),
        { forms: services },
      ),
    );
    expect(again.data.status).toBe("subscribed");
    const rows = await handle.db.select().from(subscribers);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: "Annie", userType: "buyer", brokerage: "" });
    expect(await handle.db.select().from(outbox)).toHaveLength(2);
  });

  it("answers 400 with the spec messages and stores nothing", async () => {
    const result = answer(
      await signupAction(formPost("/subscribe", { firstName: " ", lastName: "", email: "a b@c.d" }), {
        forms: servicesFor(handle),
      }),
    );
    expect(result.init?.status).toBe(400);
    expect(result.data.errors).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Please enter a valid email address",
    });
    expect(await handle.db.select().from(subscribers)).toHaveLength(0);
    expect(await handle.db.select().from(outbox)).toHaveLength(0);
  });

  it("answers 400 to a body that is not a form", async () => {
    const request = new Request("http://localhost/subscribe", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(answer(await signupAction(request, { forms: servicesFor(handle) })).init?.status).toBe(400);
  });

  it("answers 429 with a message and the visitor's words to a post over the rate limit, and stores nothing", async () => {
    const services = servicesFor(handle);
    const limited = { forms: services, rateLimited: true };
    const words = { name: "Bob", email: "bob@example.com", userType: "buyer", message: "\u0416".repeat(1600) };
    const sign = answer(await signupAction(formPost("/subscribe", signup), limited));
    const lead = answer(await contactAction(formPost("/contact", words), limited));
    for (const result of [sign, lead]) {
      expect(result.init?.status).toBe(429);
      expect(result.data).toMatchObject({ status: "refused", message: expect.stringContaining("wait a minute") });
    }
    expect(sign.data).toMatchObject({ values: { firstName: "Ann", email: "Ann@Example.com", brokerage: "Acme" } });
    expect(lead.data).toMatchObject({ values: words });
    expect(await handle.db.select().from(subscribers)).toHaveLength(0);
    expect(await handle.db.select().from(leads)).toHaveLength(0);
  });

  it("answers 413 with a message and the words, cut to each field's limit in characters, to a post over the size limit", async () => {
    const services = servicesFor(handle);
    const tooLarge = { forms: services, bodyTooLarge: true };
    const words = { name: "Bob", email: "bob@example.com", userType: "buyer", message: "\u{1F3E1}".repeat(5000) };
    const lead = answer(await contactAction(formPost("/contact", words), tooLarge));
    expect(lead.init?.status).toBe(413);
    expect(lead.data).toMatchObject({ status: "refused", message: expect.stringContaining("cut to each field") });
    expect((lead.data as unknown as { values: { message: string } }).values.message).toBe("\u{1F3E1}".repeat(2000));
    const sign = answer(await signupAction(formPost("/subscribe", { ...signup, lastName: "L".repeat(500) }), tooLarge));
    expect(sign.init?.status).toBe(413);
    expect(sign.data).toMatchObject({ status: "refused", values: { firstName: "Ann", lastName: "L".repeat(100) } });
    expect(await handle.db.select().from(leads)).toHaveLength(0);
    expect(await handle.db.select().from(subscribers)).toHaveLength(0);
  });

  it("takes a 1,600-character Cyrillic message, and counts 2,000 characters of any script", async () => {
    const services = servicesFor(handle);
    const fields = { name: "\u0411\u043e\u0440\u0438\u0441", email: "boris@example.com", userType: "buyer" };
    for (const message of ["\u0416".repeat(1600), "\u{1F3E1}".repeat(2000)]) {
      expect(
        answer(await contactAction(formPost("/contact", { ...fields, message }), { forms: services })).data.status,
      ).toBe("sent");
    }
    const over = answer(
      await contactAction(formPost("/contact", { ...fields, message: "\u{1F3E1}".repeat(2001) }), { forms: services }),
    );
    expect(over.data.errors?.message).toBe("Your message can be at most 2,000 characters");
    expect((await handle.db.select().from(leads)).map((row) => [...row.message].length)).toEqual([1600, 2000]);
  });

  it("brings a footer post without JavaScript back to its page, at the thank-you; only a path of this site", async () => {
    const services = servicesFor(handle);
    const fields = { name: "Bob", email: "bob@example.com", userType: "buyer" };
    const returned = await contactAction(
      formPost("/contact", { ...fields, returnTo: "/sellers/conveyance-tax?price=900000" }),
      { forms: services },
    ).catch((thrown: unknown) => thrown);
    expect(returned).toBeInstanceOf(Response);
    expect((returned as Response).status).toBe(303);
    expect((returned as Response).headers.get("Location")).toBe("/sellers/conveyance-tax?price=900000#contact-sent");
    // A page prerendered at "/privacy/" names that address; the visitor goes back to "/privacy".
    const prerendered = await contactAction(formPost("/contact", { ...fields, returnTo: "/privacy/" }), {
      forms: services,
    }).catch((thrown: unknown) => thrown);
    expect((prerendered as Response).headers.get("Location")).toBe("/privacy#contact-sent");
    for (const returnTo of ["//evil.example/", "https://evil.example/", "/\\evil.example", "/contact"]) {
      const stay = answer(await contactAction(formPost("/contact", { ...fields, returnTo }), { forms: services }));
      expect(stay.data.status).toBe("sent");
    }
    // An invalid post keeps where it came from, so the corrected post still returns there.
    const invalid = answer(
      await contactAction(formPost("/contact", { name: "Bob", returnTo: "/archive" }), { forms: services }),
    );
    expect(invalid.data).toMatchObject({ status: "invalid", returnTo: "/archive" });
    expect(await handle.db.select().from(leads)).toHaveLength(6);
  });

  it("thanks a bot that fills the honeypot and stores nothing", async () => {
    const services = servicesFor(handle);
    const sign = answer(await signupAction(formPost("/subscribe", { ...signup, website: "x" }), { forms: services }));
    const lead = answer(
      await contactAction(
        formPost("/contact", { name: "Bot", email: "bot@example.com", userType: "buyer", website: "http://spam" }),
        { forms: services },
      ),
    );
    expect([sign.data.status, lead.data.status]).toEqual(["subscribed", "sent"]);
    expect(await handle.db.select().from(subscribers)).toHaveLength(0);
    expect(await handle.db.select().from(leads)).toHaveLength(0);
  });

  it("stores a lead with its e-mail row; the request comes from the form or else from the Referer", async () => {
    const services = servicesFor(handle);
    const fields = { name: "Bob", email: "bob@example.com", phone: "", userType: "seller" };
    await contactAction(formPost("/contact", { ...fields, message: "Value my Riverside colonial" }), {
      forms: services,
    });
    await contactAction(
      formPost("/contact", fields, { Referer: "http://localhost/guides?request=Schedule+a+Byram+tour#contact" }),
      { forms: services },
    );
    await contactAction(formPost("/contact", fields, { Referer: "http://elsewhere.example/?request=Injected" }), {
      forms: services,
    });
    const rows = await handle.db.select().from(leads).orderBy(asc(leads.id));
    expect(rows.map((row) => row.message)).toEqual(["Value my Riverside colonial", "Schedule a Byram tour", ""]);
    const queued = await handle.db.select().from(outbox);
    expect(queued.map((row) => row.kind)).toEqual(["lead_email", "lead_email", "lead_email"]);
  });

  it("stores only, with no outbox row, when no delivery is configured", async () => {
    const services = servicesFor(handle, { newsletterWebhook: false, leadEmail: false, confirmSignups: false });
    await signupAction(formPost("/subscribe", signup), { forms: services });
    await contactAction(formPost("/contact", { name: "Bob", email: "bob@example.com", userType: "buyer" }), {
      forms: services,
    });
    expect(await handle.db.select().from(subscribers)).toHaveLength(1);
    expect(await handle.db.select().from(leads)).toHaveLength(1);
    expect(await handle.db.select().from(outbox)).toHaveLength(0);
  });

  it("deletes contact requests older than 24 months and keeps the rest", async () => {
    const services = servicesFor(handle, { newsletterWebhook: false, leadEmail: false, confirmSignups: false });
    await handle.db.insert(leads).values([
      { name: "Old", email: "old@example.com", userType: "buyer", createdAt: new Date("2023-01-01T00:00:00Z") },
      { name: "New", email: "new@example.com", userType: "buyer", createdAt: new Date("2025-06-01T00:00:00Z") },
    ]);
    expect(services.db).toBe(handle.db);
    expect(await purgeExpiredLeads(handle.db, new Date("2025-09-01T00:00:00Z"))).toBe(1);
    expect((await handle.db.select().from(leads)).map((row) => row.name)).toEqual(["New"]);
  });

  it("a deletion request removes the address's leads, sign-up and deliveries, whatever the case", async () => {
    const services = servicesFor(handle);
    await signupAction(formPost("/subscribe", signup), { forms: services });
    await contactAction(formPost("/contact", { name: "Ann", email: "ann@EXAMPLE.com", userType: "buyer" }), {
      forms: services,
    });
    await contactAction(formPost("/contact", { name: "Other", email: "other@example.com", userType: "buyer" }), {
      forms: services,
    });
    expect(await forgetEmail(handle.db, " ANN@example.com ")).toEqual({ leads: 1, subscribers: 1, deliveries: 2 });
    expect((await handle.db.select().from(leads)).map((row) => row.name)).toEqual(["Other"]);
    expect(await handle.db.select().from(subscribers)).toHaveLength(0);
    expect(await handle.db.select().from(outbox)).toHaveLength(1);
  });

  it("property: arbitrary posts are answered 200 or 400, never fail, and store only valid rows", async () => {
    const text = fc.oneof(
      fc.string({ unit: "binary", maxLength: 300 }),
      fc.constantFrom("", " ", "agent", "buyer", "a@b.co", "Ann"),
    );
    const services = servicesFor(handle);
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({ firstName: text, lastName: text, email: text, userType: text, brokerage: text }),
        async (fields) => {
          const result = answer(await signupAction(formPost("/subscribe", fields), { forms: services }));
          const status = result.init?.status ?? 200;
          expect([200, 400]).toContain(status);
          if (status === 200) accepted += 1;
        },
      ),
      { numRuns: 60 },
    );
    const rows = await handle.db.select().from(subscribers);
    expect(rows.length).toBeLessThanOrEqual(accepted);
    for (const row of rows) {
      expect(parseSignup(row).ok).toBe(true);
      expect(row.emailKey).toBe(row.email.toLowerCase());
    }

    await fc.assert(
      fc.asyncProperty(
        fc.record({ name: text, email: text, phone: text, userType: text, message: text }),
        async (fields) => {
          const result = answer(await contactAction(formPost("/contact", fields), { forms: services }));
          expect([200, 400]).toContain(result.init?.status ?? 200);
        },
      ),
      { numRuns: 60 },
    );
    for (const row of await handle.db.select().from(leads)) expect(parseContact(row).ok).toBe(true);
  }, 60_000);
});
