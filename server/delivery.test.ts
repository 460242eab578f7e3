import { describe, expect, it } from "vitest";
import type { DeliveryAttempt } from "~/server/outbox.server";
import { warmBeforeSending } from "./delivery";

describe("warmBeforeSending", () => {
  it("sends a report e-mail only once the weekly pages are warm, and passes the row on as it was", async () => {
    const events: string[] = [];
    let warmed!: () => void;
    const warm = () =>
      new Promise<void>((resolve) => {
        events.push("warm started");
        warmed = () => {
          events.push("warm done");
          resolve();
        };
      });
    const marked = Object.assign(
      async (payload: Record<string, unknown>, key: string, attempt: DeliveryAttempt) => {
        await attempt.transmitting();
        events.push(`sent ${String(payload.week)} ${key}`);
      },
      { marksTransmission: true as const },
    );
    const deliver = warmBeforeSending(marked, warm);
    // The warm is part of the try's preparation: the deliverer still says when its message leaves.
    expect(deliver.marksTransmission).toBe(true);
    const sending = deliver({ week: 12 }, "report_email:week:12:subscriber:1", {
      transmitting: async () => {
        events.push("transmitting");
      },
    });
    await Promise.resolve();
    expect(events).toEqual(["warm started"]);
    warmed();
    await sending;
    expect(events).toEqual(["warm started", "warm done", "transmitting", "sent 12 report_email:week:12:subscriber:1"]);
  });

  it("passes a delivery failure on, so the outbox retries it", async () => {
    const deliver = warmBeforeSending(
      async () => {
        throw new Error("SMTP 451");
      },
      async () => {},
    );
    await expect(deliver({ week: 1 }, "k", { transmitting: async () => {} })).rejects.toThrow("SMTP 451");
  });
});
