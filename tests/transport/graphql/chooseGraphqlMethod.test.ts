import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GET_URL_LIMIT } from "../../../domain/graphql/services";
import { chooseGraphqlMethod, headersLength } from "../../../transport/graphql/chooseGraphqlMethod";

const input = fc.record({
  preference: fc.constantFrom("GET" as const, "POST" as const),
  bypassCache: fc.boolean(),
  hasHash: fc.boolean(),
  getUrlLength: fc.nat({ max: 3 * GET_URL_LIMIT }),
  headersLength: fc.nat({ max: 3 * GET_URL_LIMIT }),
});

describe("chooseGraphqlMethod", () => {
  it("is POST whenever the cache is bypassed, the query has no hash or POST is preferred", () => {
    fc.assert(
      fc.property(input, (i) => {
        if (i.bypassCache || !i.hasHash || i.preference === "POST")
          expect(chooseGraphqlMethod(i)).toBe("POST");
      }),
    );
  });

  it("is GET iff hashed, GET preferred, cache not bypassed and headers plus URL under the limit", () => {
    fc.assert(
      fc.property(input, (i) => {
        const fits = i.getUrlLength + i.headersLength < GET_URL_LIMIT;
        const expectGet = i.hasHash && i.preference === "GET" && !i.bypassCache && fits;
        expect(chooseGraphqlMethod(i) === "GET").toBe(expectGet);
      }),
    );
  });

  it("switches to POST exactly when headers plus URL reach the limit", () => {
    const base = { preference: "GET", bypassCache: false, hasHash: true } as const;
    expect(chooseGraphqlMethod({ ...base, getUrlLength: GET_URL_LIMIT - 101, headersLength: 100 })).toBe(
      "GET",
    );
    expect(chooseGraphqlMethod({ ...base, getUrlLength: GET_URL_LIMIT - 100, headersLength: 100 })).toBe(
      "POST",
    );
  });
});

describe("headersLength", () => {
  it("counts each header as a `name: value` line", () => {
    expect(headersLength({})).toBe(0);
    expect(headersLength({ authorization: "Bearer abc" })).toBe("authorization: Bearer abc".length);
  });

  it("grows with every header added", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.string()), fc.string(), (headers, value) => {
        const extra = { ...headers, "x-extra-unique-name": value };
        expect(headersLength(extra)).toBeGreaterThan(headersLength(headers));
      }),
    );
  });
});
