import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { site } from "~content/site";
import {
  DEFAULT_IDENTITY,
  DEFAULT_IDENTITY_FIELDS,
  identityFieldsSchema,
  identityPlaceholders,
  phoneE164,
  placeholderIdentityFields,
  placeholderWords,
  publicIdentity,
  shortNameOf,
} from "./site-identity";
import { restateIdentity } from "./identity-words";

describe("phoneE164", () => {
  it("reads a North American number however it is written", () => {
    expect(phoneE164("(203) 555-0142")).toBe("+12035550142");
    expect(phoneE164("203.869.1234")).toBe("+12038691234");
    expect(phoneE164("1 203 869 1234")).toBe("+12038691234");
    expect(phoneE164("+1 (203) 869-1234")).toBe("+12038691234");
  });

  it("keeps an international number written with +", () => {
    expect(phoneE164("+44 20 7946 0958")).toBe("+442079460958");
  });

  it("refuses what no one can dial", () => {
    expect(phoneE164("869-1234")).toBeNull();
    expect(phoneE164("(103) 555-0142")).toBeNull();
    expect(phoneE164("call me")).toBeNull();
    expect(phoneE164("+1 203 555")).toBeNull();
    expect(phoneE164("")).toBeNull();
  });
});

describe("identityFieldsSchema", () => {
  it("accepts the shipped identity", () => {
    expect(identityFieldsSchema.parse(DEFAULT_IDENTITY_FIELDS)).toEqual(DEFAULT_IDENTITY_FIELDS);
  });

  it("trims, and says which field is wrong in the broker's words", () => {
    const result = identityFieldsSchema.safeParse({
      ...DEFAULT_IDENTITY_FIELDS,
      name: "  Jordan Lee  ",
      phone: "555-0142",
      email: "not an address",
      tagline: "",
    });
    expect(result.success).toBe(false);
    const errors = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(errors).toEqual({
      phone: expect.stringMatching(/^Enter a phone number with its area code/),
      email: "Enter an e-mail address such as name@example.com.",
      tagline: "Enter the site's description.",
    });
    expect(identityFieldsSchema.parse({ ...DEFAULT_IDENTITY_FIELDS, name: "  Jordan Lee  " }).name).toBe("Jordan Lee");
  });

  it("refuses a field too long or holding control characters", () => {
    expect(identityFieldsSchema.safeParse({ ...DEFAULT_IDENTITY_FIELDS, name: "x".repeat(81) }).success).toBe(false);
    expect(identityFieldsSchema.safeParse({ ...DEFAULT_IDENTITY_FIELDS, office: "a\u0000b" }).success).toBe(false);
  });
});

describe("publicIdentity", () => {
  it("is content/site.ts's identity for the shipped fields", () => {
    expect(DEFAULT_IDENTITY).toEqual({
      name: site.name,
      shortName: site.shortName,
      tagline: site.tagline,
      town: site.town,
      broker: site.broker,
      image: null,
    });
  });

  it("derives the E.164 number and the short name from what the broker typed", () => {
    const identity = publicIdentity(
      { ...DEFAULT_IDENTITY_FIELDS, name: "Jordan Lee", phone: "203-869-1234", siteName: "Byram Shore Homes" },
      "/site-image/abc.webp",
    );
    expect(identity.broker.phoneE164).toBe("+12038691234");
    expect(identity.shortName).toBe("BSH");
    expect(identity.image).toEqual({ src: "/site-image/abc.webp", alt: "Jordan Lee, Example Realty Group" });
  });

  it("makes a short name of a name without capitals", () => {
    expect(shortNameOf("the greenwich letter")).toBe("THE");
  });
});

describe("placeholderIdentityFields", () => {
  it("names each placeholder of the shipped identity, and none once replaced", () => {
    expect(placeholderIdentityFields(DEFAULT_IDENTITY)).toEqual([
      "broker.email",
      "broker.phone",
      "broker.brokerage",
      "broker.licence",
    ]);
    const real = publicIdentity({
      ...DEFAULT_IDENTITY_FIELDS,
      email: "jordan@leehomes.com",
      phone: "(203) 869-1234",
      brokerage: "Lee Homes",
      licence: "Connecticut Real Estate Broker License REB.0791234",
    });
    expect(placeholderIdentityFields(real)).toEqual([]);
    expect(placeholderIdentityFields({ ...real, broker: { ...real.broker, phoneE164: "+12035550199" } })).toEqual([
      "broker.phone",
    ]);
  });
});

describe("identityPlaceholders: the shipped placeholder is content/site.ts's own value", () => {
  it("calls every value the identity ships a shipped placeholder", () => {
    expect(identityPlaceholders(DEFAULT_IDENTITY)).toEqual([
      { field: "broker.email", shipped: true },
      { field: "broker.phone", shipped: true },
      { field: "broker.brokerage", shipped: true },
      { field: "broker.licence", shipped: true },
    ]);
  });

  it("never calls another example value shipped: any other number kept for fiction, address or brokerage", () => {
    const example = fc.record({
      area: fc.integer({ min: 201, max: 989 }),
      line: fc.integer({ min: 0, max: 99 }),
      mailbox: fc.stringMatching(/^[a-z]{1,12}$/),
      domain: fc.constantFrom("example.com", "example.net", "example.org", "mail.example.com"),
      brokerage: fc.stringMatching(/^Example [A-Z][a-z]{2,10}$/),
    });
    fc.assert(
      fc.property(example, ({ area, line, mailbox, domain, brokerage }) => {
        const fields = {
          ...DEFAULT_IDENTITY_FIELDS,
          phone: `(${area}) 555-01${String(line).padStart(2, "0")}`,
          email: `${mailbox}@${domain}`,
          brokerage,
        };
        const identity = publicIdentity(fields);
        const shippedPhone = identity.broker.phoneE164 === site.broker.phoneE164;
        const shippedEmail = fields.email === site.broker.email;
        const shippedBrokerage = brokerage === site.broker.brokerage;
        const found = identityPlaceholders(identity);
        expect(found.find((entry) => entry.field === "broker.phone")).toEqual({
          field: "broker.phone",
          shipped: shippedPhone,
        });
        expect(found.find((entry) => entry.field === "broker.email")).toEqual({
          field: "broker.email",
          shipped: shippedEmail,
        });
        expect(found.find((entry) => entry.field === "broker.brokerage")).toEqual({
          field: "broker.brokerage",
          shipped: shippedBrokerage,
        });
      }),
    );
  });

  it("names the shipped placeholders, and says why an example value is not a real one", () => {
    const identity = publicIdentity({ ...DEFAULT_IDENTITY_FIELDS, phone: "(203) 555-0100" });
    expect(placeholderWords(identityPlaceholders(identity))).toEqual({
      shipped: ["e-mail address", "brokerage", "license line"],
      examples: ["phone number: a number in the 555-0100 to 555-0199 range kept for fiction, which no one can call"],
    });
  });
});

describe("restateIdentity", () => {
  it("puts the saved identity where content/ names the shipped one", () => {
    const identity = publicIdentity({
      ...DEFAULT_IDENTITY_FIELDS,
      name: "Jordan Lee",
      title: "Associate Broker",
      brokerage: "Lee Homes",
      siteName: "Byram Shore Homes",
    });
    expect(
      restateIdentity(
        `Meet ${site.broker.name}: a ${site.broker.title.toLowerCase()} with ${site.broker.brokerage}. ${site.name} grew out of notes.`,
        identity,
      ),
    ).toBe("Meet Jordan Lee: a associate broker with Lee Homes. Byram Shore Homes grew out of notes.");
    expect(restateIdentity("Nothing to change.", identity)).toBe("Nothing to change.");
  });
});
