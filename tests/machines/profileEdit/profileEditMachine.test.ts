import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Actor, createActor } from "xstate";
import { settle } from "../../helpers/pendingCalls.ts";
import {
  FAILURES,
  HUGE_PHOTO,
  NOT_IMAGE,
  PHOTO,
  profileEditHarness,
  START,
  uploadOf,
} from "./profileEditHarness.ts";

describe("profileEditMachine", () => {
  let harness: ReturnType<typeof profileEditHarness>;
  let actor: Actor<typeof harness.machine>;

  const start = (profile = START) => {
    harness = profileEditHarness();
    actor = createActor(harness.machine, { input: profile }).start();
  };
  const context = () => actor.getSnapshot().context;
  const state = () => actor.getSnapshot().value;

  beforeEach(() => start());
  afterEach(() => actor.stop());

  describe("when in the pristine state", () => {
    it("counts only real changes: spaces the server would trim are not one", () => {
      actor.send({ type: "profileEdit.name.change", value: "  Ann   Smith " });
      actor.send({ type: "profileEdit.biography.change", value: "   " });
      expect(state()).toBe("pristine");
      expect(actor.getSnapshot().can({ type: "profileEdit.save" })).toBe(false);
    });

    it("keeps the draft when a picked file is refused, and says why", () => {
      actor.send({ type: "profileEdit.avatar.pick", file: HUGE_PHOTO });
      expect(state()).toBe("pristine");
      expect(context().avatarProblem).toBe("too_large");
      actor.send({ type: "profileEdit.avatar.pick", file: NOT_IMAGE });
      expect(context().avatarProblem).toBe("not_image");
      expect(context().avatar).toEqual({ kind: "kept" });
    });

    it("takes a profile reloaded elsewhere", () => {
      const reloaded = { name: "Ann Lee", biography: "Tennis", avatarUrl: null };
      actor.send({ type: "profileEdit.original.update", profile: reloaded });
      expect(state()).toBe("pristine");
      expect(context()).toMatchObject({ original: reloaded, name: "Ann Lee", biography: "Tennis" });
    });

    it("does not offer removing a picture there is not", () => {
      start({ ...START, avatarUrl: null });
      expect(actor.getSnapshot().can({ type: "profileEdit.avatar.remove" })).toBe(false);
    });
  });

  describe("when in the dirty state", () => {
    it("restores the original on cancel", () => {
      actor.send({ type: "profileEdit.name.change", value: "Ann Lee" });
      actor.send({ type: "profileEdit.biography.change", value: "Tennis every day" });
      actor.send({ type: "profileEdit.avatar.pick", file: PHOTO });
      expect(state()).toBe("dirty");
      actor.send({ type: "profileEdit.cancel" });
      expect(state()).toBe("pristine");
      expect(context()).toMatchObject({ name: "Ann Smith", biography: "", avatar: { kind: "kept" } });
    });

    it("returns to pristine when the edits are undone by hand", () => {
      actor.send({ type: "profileEdit.biography.change", value: "Tennis" });
      expect(state()).toBe("dirty");
      actor.send({ type: "profileEdit.biography.change", value: "" });
      expect(state()).toBe("pristine");
    });

    it("keeps its draft when the profile is reloaded meanwhile", () => {
      actor.send({ type: "profileEdit.name.change", value: "Ann Lee" });
      actor.send({
        type: "profileEdit.original.update",
        profile: { name: "Other", biography: "", avatarUrl: null },
      });
      expect(context()).toMatchObject({ original: START, name: "Ann Lee" });
    });

    it("goes back to no picture when a picture just picked is removed from a profile without one", () => {
      start({ ...START, avatarUrl: null });
      actor.send({ type: "profileEdit.avatar.pick", file: PHOTO });
      expect(state()).toBe("dirty");
      actor.send({ type: "profileEdit.avatar.remove" });
      expect(state()).toBe("pristine");
      expect(context().avatar).toEqual({ kind: "kept" });
    });

    it("refuses to save a name that breaks the rules", () => {
      actor.send({ type: "profileEdit.name.change", value: "R2-D2" });
      expect(context().rules).toEqual({ name: ["invalid_characters"] });
      actor.send({ type: "profileEdit.save" });
      expect(state()).toBe("dirty");
      expect(harness.updates).toEqual([]);
    });
  });

  describe("when in the saving state", () => {
    it("sends only what changed, a cleared biography as null", async () => {
      start({ ...START, biography: "Old text" });
      actor.send({ type: "profileEdit.biography.change", value: "" });
      actor.send({ type: "profileEdit.save" });
      expect(harness.pendingUpdates().map((call) => call.input)).toEqual([{ biography: null }]);
    });

    it("removes the picture with avatarFileId null", () => {
      actor.send({ type: "profileEdit.avatar.remove" });
      actor.send({ type: "profileEdit.save" });
      expect(harness.pendingUpdates().map((call) => call.input)).toEqual([{ avatarFileId: null }]);
    });

    it("uploads the picked picture first, then sets its id on the profile", async () => {
      actor.send({ type: "profileEdit.avatar.pick", file: PHOTO });
      actor.send({ type: "profileEdit.save" });
      expect(actor.getSnapshot().hasTag("uploading")).toBe(true);
      harness.pendingUploads()[0]!.resolve(uploadOf(PHOTO));
      await settle();
      expect(harness.pendingUpdates().map((call) => call.input)).toEqual([{ avatarFileId: "id-photo.png" }]);
    });
  });

  describe("when in the failed state", () => {
    it("retries a failed update without uploading the picture again", async () => {
      actor.send({ type: "profileEdit.avatar.pick", file: PHOTO });
      actor.send({ type: "profileEdit.save" });
      harness.pendingUploads()[0]!.resolve(uploadOf(PHOTO));
      await settle();
      harness.pendingUpdates()[0]!.reject(FAILURES.offline);
      await settle();
      expect(state()).toBe("failed");
      expect(context().failure).toEqual({ kind: "network", code: null });
      actor.send({ type: "profileEdit.save" });
      expect(harness.uploads).toHaveLength(1);
      expect(harness.pendingUpdates().map((call) => call.input)).toEqual([{ avatarFileId: "id-photo.png" }]);
      expect(context().failure).toBeNull();
    });

    it("puts a refused upload beside the picture and waits for another one", async () => {
      actor.send({ type: "profileEdit.avatar.pick", file: PHOTO });
      actor.send({ type: "profileEdit.save" });
      harness.pendingUploads()[0]!.reject(FAILURES.uploadRefused);
      await settle();
      expect(context().refusals).toEqual({ avatar: "file.not_an_image" });
      expect(actor.getSnapshot().can({ type: "profileEdit.save" })).toBe(false);
      actor.send({ type: "profileEdit.avatar.pick", file: PHOTO });
      expect(context().refusals).toEqual({});
      expect(actor.getSnapshot().can({ type: "profileEdit.save" })).toBe(true);
    });
  });

  describe("when in the saved state", () => {
    it("announces the new profile with the uploaded picture and starts over from it", async () => {
      actor.send({ type: "profileEdit.name.change", value: " Ann  Lee " });
      actor.send({ type: "profileEdit.avatar.pick", file: PHOTO });
      actor.send({ type: "profileEdit.save" });
      harness.pendingUploads()[0]!.resolve(uploadOf(PHOTO));
      await settle();
      expect(harness.pendingUpdates()[0]!.input).toEqual({ name: "Ann Lee", avatarFileId: "id-photo.png" });
      harness.pendingUpdates()[0]!.resolve({ name: "Ann Lee", biography: null });
      await settle();
      const saved = { name: "Ann Lee", biography: "", avatarUrl: "/files/id-photo.png" };
      expect(state()).toBe("saved");
      expect(harness.announced).toEqual([saved]);
      expect(context()).toMatchObject({ original: saved, name: "Ann Lee", avatar: { kind: "kept" } });
    });

    it("prefers the picture address the server answers", async () => {
      actor.send({ type: "profileEdit.avatar.pick", file: PHOTO });
      actor.send({ type: "profileEdit.save" });
      harness.pendingUploads()[0]!.resolve(uploadOf(PHOTO));
      await settle();
      harness
        .pendingUpdates()[0]!
        .resolve({ name: "Ann Smith", biography: null, avatarUrl: "/files/re-encoded" });
      await settle();
      expect(harness.announced.at(-1)?.avatarUrl).toBe("/files/re-encoded");
    });
  });
});
