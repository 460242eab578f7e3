import { useSyncExternalStore } from "react";
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from "@simplewebauthn/browser";

/**
 * The browser half of the passkey ceremonies (@simplewebauthn/browser): ask /studio/passkey for
 * options, let the browser create or use a passkey, post the answer back. Resolves to the page to
 * go to, or throws an Error whose message is for the person.
 */
type Success = { ok: true; options?: unknown; redirect?: string };
type Answer = Success | { ok: false; error: string };

async function post(body: Record<string, unknown>): Promise<Success> {
  const response = await fetch("/studio/passkey", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  const answer = (await response.json().catch(() => null)) as Answer | null;
  if (!answer) throw new Error(`The server answered ${response.status}. Try again.`);
  if (!answer.ok) throw new Error(answer.error);
  return answer;
}

function ceremonyError(error: unknown): Error {
  if (error instanceof Error && error.name === "NotAllowedError") return new Error("The passkey request was canceled or timed out.");
  return error instanceof Error ? error : new Error(String(error));
}

export function passkeysSupported(): boolean {
  return browserSupportsWebAuthn();
}

/** Adds a passkey on this device, for the link's person (`token`) or the signed-in person. */
export async function addPasskey(options: { token?: string; label: string }): Promise<string> {
  const { options: optionsJSON } = await post({ step: "register-options", token: options.token });
  let response;
  try {
    response = await startRegistration({ optionsJSON: optionsJSON as Parameters<typeof startRegistration>[0]["optionsJSON"] });
  } catch (error) {
    throw ceremonyError(error);
  }
  const answer = await post({ step: "register", token: options.token, label: options.label, response });
  return answer.redirect ?? "/studio";
}

/** Signs in with any passkey of this site on this device. */
export async function signInWithPasskey(next: string): Promise<string> {
  const { options: optionsJSON } = await post({ step: "sign-in-options" });
  let response;
  try {
    response = await startAuthentication({ optionsJSON: optionsJSON as Parameters<typeof startAuthentication>[0]["optionsJSON"] });
  } catch (error) {
    throw ceremonyError(error);
  }
  const answer = await post({ step: "sign-in", response, next });
  return answer.redirect ?? "/studio";
}

const noSubscription = () => () => {};

/**
 * Whether this browser can use passkeys: "unknown" in the server's HTML and until hydration (the
 * passkey button stays disabled, since it needs JavaScript), then "yes" or "no".
 */
export function usePasskeySupport(): "unknown" | "yes" | "no" {
  return useSyncExternalStore(
    noSubscription,
    () => (passkeysSupported() ? "yes" : "no"),
    () => "unknown",
  );
}
