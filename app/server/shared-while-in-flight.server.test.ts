import { describe, expect, it } from "vitest";
import { sharedWhileInFlight } from "./shared-while-in-flight.server";

describe("sharedWhileInFlight", () => {
  it("gives the calls that come while a read is pending that read, and reads afresh after it settled", async () => {
    let reads = 0;
    let release!: (value: number) => void;
    const version = sharedWhileInFlight(
      () =>
        new Promise<number>((resolve) => {
          reads += 1;
          release = resolve;
        }),
    );
    const together = [version(), version(), version()];
    release(7);
    expect(await Promise.all(together)).toEqual([7, 7, 7]);
    expect(reads).toBe(1);
    const later = version();
    release(8);
    expect(await later).toBe(8);
    expect(reads).toBe(2);
  });

  it("shares a failure too, and reads again at the next call", async () => {
    let reads = 0;
    const version = sharedWhileInFlight(async () => {
      reads += 1;
      if (reads === 1) throw new Error("connection lost");
      return 3;
    });
    const results = await Promise.allSettled([version(), version()]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    expect(await version()).toBe(3);
    expect(reads).toBe(2);
  });
});
