import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { and, eq, gt, lt } from "drizzle-orm";
import { createCookie } from "react-router";
import { z } from "zod";
import { currentIdentity } from "~/server/site-content.server";
import { studioChallenges, studioPasskeys } from "~db/schema";
import { newToken } from "~/server/session.server";
import type { Database } from "~/server/db.server";
import type { StudioServices } from "~/server/studio-services.server";

/**
 * Passkeys through @simplewebauthn/server (no cryptography of our own). The relying party is the
 * site itself: its ID is SITE_URL's host name and the only accepted origin is SITE_URL's origin
 * (docs/decisions/082). A challenge lives in studio_challenges for CHALLENGE_MS, keyed by a random
 * id in a short-lived cookie, so the answer may reach another instance than the options did.
 */
export const CHALLENGE_MS = 5 * 60 * 1000;

export function relyingParty(siteUrl: string): { rpID: string; origin: string } {
  const url = new URL(siteUrl);
  return { rpID: url.hostname, origin: url.origin };
}

function challengeCookie(secure: boolean) {
  return createCookie(secure ? "__Host-studio_challenge" : "studio_challenge", {
    httpOnly: true,
    sameSite: "strict",
    secure,
    path: "/",
    maxAge: CHALLENGE_MS / 1000,
  });
}

/** Stores a challenge; returns the Set-Cookie value that names it. */
async function storeChallenge(
  services: Pick<StudioServices, "db" | "secureCookies">,
  challenge: string,
  userId: number | null,
  now = new Date(),
): Promise<string> {
  const id = newToken();
  // Old challenges are of no use to anybody; they go as new ones come.
  await services.db.delete(studioChallenges).where(lt(studioChallenges.expiresAt, now));
  await services.db
    .insert(studioChallenges)
    .values({ id, challenge, userId, expiresAt: new Date(now.getTime() + CHALLENGE_MS) });
  return challengeCookie(services.secureCookies).serialize(id);
}

/** Takes this request's challenge out of the database (each is used once), or null. */
async function takeChallenge(
  request: Request,
  services: Pick<StudioServices, "db" | "secureCookies">,
  now = new Date(),
): Promise<{ challenge: string; userId: number | null } | null> {
  const id: unknown = await challengeCookie(services.secureCookies).parse(request.headers.get("Cookie"));
  if (typeof id !== "string" || id.length === 0 || id.length > 100) return null;
  const [row] = await services.db
    .delete(studioChallenges)
    .where(and(eq(studioChallenges.id, id), gt(studioChallenges.expiresAt, now)))
    .returning({ challenge: studioChallenges.challenge, userId: studioChallenges.userId });
  return row ?? null;
}

export function clearChallengeCookie(secure: boolean): Promise<string> {
  return challengeCookie(secure).serialize("", { maxAge: 0 });
}

type PasskeyRow = typeof studioPasskeys.$inferSelect;

/** Registration options for a person; their existing passkeys are excluded (no double enrolment). */
export async function registrationOptions(
  services: Pick<StudioServices, "db" | "secureCookies" | "siteUrl">,
  user: { id: number; email: string },
) {
  const existing = await services.db
    .select({ id: studioPasskeys.id, transports: studioPasskeys.transports })
    .from(studioPasskeys)
    .where(eq(studioPasskeys.userId, user.id));
  const options = await generateRegistrationOptions({
    // The name a passkey prompt shows: the site's name as Settings saved it (decision 110).
    rpName: `${(await currentIdentity(services.db)).name} studio`,
    rpID: relyingParty(services.siteUrl).rpID,
    userName: user.email,
    userID: new TextEncoder().encode(`studio-user-${user.id}`),
    attestationType: "none",
    excludeCredentials: existing.map((key) => ({
      id: key.id,
      transports: key.transports as AuthenticatorTransportFuture[],
    })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  const setCookie = await storeChallenge(services, options.challenge, user.id);
  return { options, setCookie };
}

/** Options for signing in with any passkey of this site (discoverable credentials). */
export async function authenticationOptions(services: Pick<StudioServices, "db" | "secureCookies" | "siteUrl">) {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(services.siteUrl).rpID,
    userVerification: "preferred",
  });
  const setCookie = await storeChallenge(services, options.challenge, null);
  return { options, setCookie };
}

/** The browser's answers, checked for shape before the library sees them (anything else is a 400). */
const base64url = z
  .string()
  .min(1)
  .max(4096)
  .regex(/^[A-Za-z0-9_-]+$/);
export const registrationResponse = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal("public-key"),
  response: z.looseObject({ clientDataJSON: base64url, attestationObject: base64url.max(8192) }),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
});
export const authenticationResponse = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal("public-key"),
  response: z.looseObject({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
});

export type CeremonyFailure = { ok: false; reason: string };

/**
 * Verifies a new passkey for `userId` against this request's challenge and stores it. The
 * challenge must have been issued for the same person.
 */
export async function verifyRegistration(
  request: Request,
  services: Pick<StudioServices, "db" | "secureCookies" | "siteUrl">,
  userId: number,
  response: RegistrationResponseJSON,
  label: string,
): Promise<{ ok: true; passkeyId: string } | CeremonyFailure> {
  const stored = await takeChallenge(request, services);
  if (!stored || stored.userId !== userId) return { ok: false, reason: "The request has expired; try again." };
  const { rpID, origin } = relyingParty(services.siteUrl);
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: stored.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
  } catch {
    return { ok: false, reason: "This passkey could not be verified." };
  }
  if (!verification.verified) return { ok: false, reason: "This passkey could not be verified." };
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  await services.db.insert(studioPasskeys).values({
    id: credential.id,
    userId,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? [],
    deviceType: credentialDeviceType,
    backedUp: credentialBackedUp ? 1 : 0,
    label,
  });
  return { ok: true, passkeyId: credential.id };
}

/** Verifies a sign-in: the passkey's person, with its counter and last use updated. */
export async function verifyAuthentication(
  request: Request,
  services: Pick<StudioServices, "db" | "secureCookies" | "siteUrl">,
  response: AuthenticationResponseJSON,
  passkey: PasskeyRow,
  now = new Date(),
): Promise<{ ok: true } | CeremonyFailure> {
  const stored = await takeChallenge(request, services, now);
  if (!stored || stored.userId !== null) return { ok: false, reason: "The request has expired; try again." };
  const { rpID, origin } = relyingParty(services.siteUrl);
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: stored.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
      credential: {
        id: passkey.id,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransportFuture[],
      },
    });
  } catch {
    return { ok: false, reason: "This passkey could not be verified." };
  }
  if (!verification.verified) return { ok: false, reason: "This passkey could not be verified." };
  await services.db
    .update(studioPasskeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: now })
    .where(eq(studioPasskeys.id, passkey.id));
  return { ok: true };
}

/** The stored passkey a sign-in answer names, or null. */
export async function findPasskey(db: Pick<Database, "select">, id: string): Promise<PasskeyRow | null> {
  const [row] = await db.select().from(studioPasskeys).where(eq(studioPasskeys.id, id)).limit(1);
  return row ?? null;
}
