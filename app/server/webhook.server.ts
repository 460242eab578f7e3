import type { Deliverer } from "./outbox.server";

/**
 * Posts a newsletter sign-up to NEWSLETTER_WEBHOOK_URL as JSON (the sign-up payload). The
 * Idempotency-Key header is the same on every retry of the same row, so the receiver can drop
 * a repeat. Any answer other than 2xx, a network error or 10 s of silence counts as a failure.
 */
export function webhookDeliverer(url: string, timeoutMs = 10_000): Deliverer {
  return async (payload, idempotencyKey) => {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  };
}
