import { describe, expect, it } from "vitest";
import type { AuthorizedCalls } from "../../../ui/app/authorizedCalls";
import { NotSignedInError } from "../../../ui/app/authorizedCalls";
import { queryAsViewerOrVisitor, tipsPageOf, type ViewerTransport } from "../../../ui/app/viewerOrVisitor";

/** A transport whose signed-in call answers `viewer` (or throws it), and whose visitor query is recorded. */
const transport = (viewer: () => Promise<unknown>) => {
  const asked: string[] = [];
  const value: ViewerTransport = {
    calls: { graphql: () => viewer() } as unknown as AuthorizedCalls,
    run: (() => {
      asked.push("visitor");
      return Promise.resolve({ visitor: true });
    }) as unknown as ViewerTransport["run"],
  };
  return { value, asked };
};

describe("a tip list's query as the viewer or as a visitor", () => {
  it("asks as the signed-in viewer when there is one", async () => {
    const { value, asked } = transport(() => Promise.resolve({ viewer: true }));
    expect(await queryAsViewerOrVisitor(value, "query Tips { tips }", {})).toEqual({ viewer: true });
    expect(asked).toEqual([]);
  });

  it("asks as a visitor when nobody is signed in", async () => {
    const { value, asked } = transport(() => Promise.reject(new NotSignedInError()));
    expect(await queryAsViewerOrVisitor(value, "query Tips { tips }", {})).toEqual({ visitor: true });
    expect(asked).toEqual(["visitor"]);
  });

  it("lets any other failure through (a visitor's answer would hide it)", async () => {
    const { value, asked } = transport(() => Promise.reject(new Error("network down")));
    await expect(queryAsViewerOrVisitor(value, "query Tips { tips }", {})).rejects.toThrow("network down");
    expect(asked).toEqual([]);
  });

  it("refuses an answer that is not a tips page, with a decode error", () => {
    expect(() => tipsPageOf({ tips: { nodes: "nope" } })).toThrow();
  });
});
