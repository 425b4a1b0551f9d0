import { describe, expect, it } from "vitest";
import { isConnectionFailure } from "../../../server/db/connectionFailure";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("telling a database out of reach from a failed statement", () => {
  it("counts refused and reset sockets, connection exceptions and shutdowns", () => {
    for (const code of ["ECONNREFUSED", "ECONNRESET", "08006", "08001", "57P01", "57P03"])
      expect(isConnectionFailure(withCode(code)), code).toBe(true);
    expect(isConnectionFailure(new Error("Connection terminated unexpectedly"))).toBe(true);
  });

  it("leaves the request's own faults and bugs alone", () => {
    for (const code of ["23505", "23503", "42P01", "40001", "22P02"])
      expect(isConnectionFailure(withCode(code)), code).toBe(false);
    expect(isConnectionFailure(new TypeError("x is undefined"))).toBe(false);
    expect(isConnectionFailure("ECONNREFUSED")).toBe(false);
  });
});
