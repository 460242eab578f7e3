import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { site } from "../../content/site";
import { envSchema, parseEnv, placeholderIdentityFields, startupWarnings } from "./env.server";

const realIdentity = {
  broker: {
    brokerage: "Harbor Point Realty",
    phoneE164: "+12036611234",
    email: "alex@harborpointrealty.com",
    licence: "Connecticut Real Estate Broker License REB.0791234",
  },
};

describe("parseEnv", () => {
  it("reads an empty variable as unset, as an operator writes it in a unit file or .env", () => {
    const config = parseEnv({ NEWSLETTER_WEBHOOK_URL: "", DATABASE_URL: " ", SITE_URL: "", FORM_RATE_LIMIT: "" });
    expect(config.NEWSLETTER_WEBHOOK_URL).toBeUndefined();
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SITE_URL).toBe("http://localhost:3000");
    expect(config.FORM_RATE_LIMIT).toBe(10);
  });

  it("still refuses a bad value, naming the variable", () => {
    expect(() => parseEnv({ NEWSLETTER_WEBHOOK_URL: "ftp://x" })).toThrow(
      "NEWSLETTER_WEBHOOK_URL: NEWSLETTER_WEBHOOK_URL must be an http(s) URL",
    );
    expect(() => parseEnv({ OUTBOX_LEASE_SECONDS: "2" })).toThrow("OUTBOX_LEASE_SECONDS must be 5 or more");
  });

  it("defaults the outbox lease to 60 s and the shutdown wait to 25 s", () => {
    expect(parseEnv({})).toMatchObject({ OUTBOX_LEASE_SECONDS: 60, SHUTDOWN_TIMEOUT_SECONDS: 25 });
  });
});

describe("SITE_URL (decision 094)", () => {
  it("defaults to localhost on PORT, in development and for npm start on this machine", () => {
    expect(parseEnv({ NODE_ENV: "development", PORT: "4000" })).toMatchObject({
      SITE_URL: "http://localhost:4000",
      HOST: "0.0.0.0",
    });
    // `npm start` on a fresh clone: production, nothing set; it serves this machine only.
    expect(parseEnv({ NODE_ENV: "production", PORT: "4000" })).toMatchObject({
      SITE_URL: "http://localhost:4000",
      HOST: "127.0.0.1",
    });
    expect(parseEnv({ NODE_ENV: "production", HOST: "::1" }).SITE_URL).toBe("http://localhost:3000");
  });

  it("refuses production without it when others reach the server, with a clear message", () => {
    for (const reachable of [
      { HOST: "0.0.0.0" },
      { TRUST_PROXY: "1", HOST: "127.0.0.1" },
      { DATABASE_URL: "postgres://db/gmr" },
    ]) {
      expect(() => parseEnv({ NODE_ENV: "production", ...reachable })).toThrow(
        /SITE_URL: SITE_URL is required in production for a server others reach \(.+\): set it to the public origin/,
      );
    }
  });

  it("takes a given SITE_URL as it is, on every interface", () => {
    expect(parseEnv({ NODE_ENV: "production", SITE_URL: "https://www.example.com/", TRUST_PROXY: "1" })).toMatchObject({
      SITE_URL: "https://www.example.com",
      HOST: "0.0.0.0",
    });
  });
});

describe("MAIL_FROM", () => {
  it("accepts a bare address and the usual name-and-address form, quoted or not", () => {
    expect(parseEnv({ MAIL_FROM: "broker@example.com" }).MAIL_FROM).toEqual({
      name: "",
      address: "broker@example.com",
    });
    expect(parseEnv({ MAIL_FROM: "Alex Morgan <broker@example.com>" }).MAIL_FROM).toEqual({
      name: "Alex Morgan",
      address: "broker@example.com",
    });
    expect(parseEnv({ MAIL_FROM: '"Morgan, Alex" <broker@example.com>' }).MAIL_FROM).toEqual({
      name: "Morgan, Alex",
      address: "broker@example.com",
    });
  });

  it("refuses anything else with a message showing both forms", () => {
    for (const value of ["broker", "Alex <broker>", "a@b.com, c@d.com", "Alex <a@b.com> <c@d.com>", "<>"]) {
      expect(() => parseEnv({ MAIL_FROM: value })).toThrow("Broker Name <broker@example.com>");
    }
  });

  it("defaults the report rate to 60 a minute and refuses 0", () => {
    expect(parseEnv({}).NEWSLETTER_RATE_PER_MINUTE).toBe(60);
    expect(() => parseEnv({ NEWSLETTER_RATE_PER_MINUTE: "0" })).toThrow("NEWSLETTER_RATE_PER_MINUTE must be 1 or more");
  });
});

describe(".env.example", () => {
  const assignments = readFileSync(".env.example", "utf8")
    .split("\n")
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)] as const);

  it("lists every variable the server reads, once", () => {
    expect(assignments.map(([name]) => name).sort()).toEqual(Object.keys(envSchema.shape).sort());
  });

  it("parses as it stands", () => {
    expect(parseEnv(Object.fromEntries(assignments)).DATABASE_URL).toBe("postgres://gmr:secret@127.0.0.1:5432/gmr");
  });
});

describe("placeholder identity", () => {
  it("finds every placeholder the shipped content/site.ts holds", () => {
    expect(placeholderIdentityFields(site)).toEqual([
      "broker.email",
      "broker.phone",
      "broker.brokerage",
      "broker.licence",
    ]);
  });

  it("finds none in a real identity", () => {
    expect(placeholderIdentityFields(realIdentity)).toEqual([]);
  });
});

describe("startupWarnings", () => {
  it("warns in production, one line each, about an unset SITE_URL and placeholder identity", () => {
    const source = { NODE_ENV: "production", SITE_URL: "" };
    const warnings = startupWarnings(source, parseEnv(source), site);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(
      /^SITE_URL is unset: serving http:\/\/localhost:3000 to this machine only \(bound to 127\.0\.0\.1\)/,
    );
    expect(warnings[1]).toMatch(/^content\/site\.ts still holds placeholder identity \(broker\.email, /);
    expect(warnings.every((line) => !line.includes("\n"))).toBe(true);
  });

  it("says nothing once both are set, and nothing outside production", () => {
    const live = { NODE_ENV: "production", SITE_URL: "https://www.example-broker.com" };
    expect(startupWarnings(live, parseEnv(live), realIdentity)).toEqual([]);
    const dev = { NODE_ENV: "development" };
    expect(startupWarnings(dev, parseEnv(dev), site)).toEqual([]);
  });
});
