import { describe, expect, it } from "vitest";
import { AVATAR_MAX_BYTES, avatarFileProblem } from "../../../machines/profileEdit/avatarFileCheck.ts";
import {
  isChangedDraft,
  profileChanges,
  profileDraftRules,
} from "../../../machines/profileEdit/profileDraft.ts";

const original = { name: "Ann Smith", biography: "Tennis", avatarUrl: "/files/a" };
const draft = { name: "Ann Smith", biography: "Tennis", avatar: { kind: "kept" } as const };

describe("profileChanges", () => {
  it("is empty for an untouched draft", () => {
    expect(profileChanges(original, draft, null)).toEqual({});
    expect(isChangedDraft(original, draft)).toBe(false);
  });

  it("compares the text as the server stores it", () => {
    const spaced = { ...draft, name: " Ann   Smith ", biography: "Tennis  " };
    expect(profileChanges(original, spaced, null)).toEqual({});
    expect(profileChanges(original, { ...draft, name: "Ann  Lee" }, null)).toEqual({ name: "Ann Lee" });
  });

  it("clears a biography with null", () => {
    expect(profileChanges(original, { ...draft, biography: " " }, null)).toEqual({ biography: null });
  });

  it("names the uploaded picture, or null to remove it", () => {
    const file = new File(["x"], "a.png", { type: "image/png" });
    const picked = { ...draft, avatar: { kind: "picked", file } as const };
    expect(isChangedDraft(original, picked)).toBe(true);
    expect(profileChanges(original, picked, null)).toEqual({});
    expect(profileChanges(original, picked, { fileId: "f1", url: "/files/f1" })).toEqual({
      avatarFileId: "f1",
    });
    expect(profileChanges(original, { ...draft, avatar: { kind: "removed" } }, null)).toEqual({
      avatarFileId: null,
    });
  });
});

describe("profileDraftRules", () => {
  it("applies the section 5 rules to the normalized text", () => {
    expect(profileDraftRules(draft)).toEqual({});
    expect(profileDraftRules({ ...draft, name: "  " })).toEqual({ name: ["required"] });
    expect(profileDraftRules({ ...draft, biography: "x".repeat(501) })).toEqual({ biography: ["too_long"] });
  });
});

describe("avatarFileProblem", () => {
  it("takes images up to 10485760 bytes", () => {
    expect(avatarFileProblem({ type: "image/webp", size: AVATAR_MAX_BYTES })).toBeNull();
    expect(avatarFileProblem({ type: "IMAGE/PNG", size: 1 })).toBeNull();
  });

  it("refuses other files, empty files and bigger images", () => {
    expect(avatarFileProblem({ type: "application/pdf", size: 10 })).toBe("not_image");
    expect(avatarFileProblem({ type: "", size: 10 })).toBe("not_image");
    expect(avatarFileProblem({ type: "image/png", size: 0 })).toBe("empty");
    expect(avatarFileProblem({ type: "image/png", size: AVATAR_MAX_BYTES + 1 })).toBe("too_large");
  });
});
