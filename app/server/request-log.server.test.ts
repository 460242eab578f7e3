import { describe, expect, it } from "vitest";
import { loggedRequest } from "./request-log.server";

describe("loggedRequest", () => {
  it("keeps the method and the path and drops what the visitor typed into a GET form", () => {
    expect(loggedRequest({ method: "GET", url: "/sellers/conveyance-tax?price=1250000&town=greenwich" })).toEqual({
      method: "GET",
      url: "/sellers/conveyance-tax",
    });
    expect(loggedRequest({ method: "POST", url: "/contact.data?index#x" })).toEqual({
      method: "POST",
      url: "/contact.data",
    });
    expect(loggedRequest({ method: "GET", url: "/" })).toEqual({ method: "GET", url: "/" });
  });
});
