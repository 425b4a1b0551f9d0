import { describe, expect, it } from "vitest";
import { categoryBadge } from "../../../ui/feed/categoryBadge.ts";

describe("categoryBadge", () => {
  it("reads a flag code as letters, a subdivision flag by its own part", () => {
    expect(categoryBadge("gb")).toBe("GB");
    expect(categoryBadge("gb-eng")).toBe("ENG");
    expect(categoryBadge("atp")).toBe("ATP");
  });

  it("has no letters for international competitions", () => {
    expect(categoryBadge("int")).toBeNull();
    expect(categoryBadge("")).toBeNull();
  });
});
