import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { createAccountSettingsActors } from "../../../ui/app/accountSettingsActors.ts";
import type { AuthorizedCalls } from "../../../ui/app/authorizedCalls.ts";
import type { ProfileActorRef } from "../../../ui/app/profileActors.ts";
import type { ToastsActorRef } from "../../../ui/app/routerContext.ts";

const FILE_ID = "5b0c1f6e-3a59-4b8e-9d0f-2a8f3c1d7e44";

/** The settings actors over recorded calls: commands answer from `answers`, the app's actors record events. */
const wired = (answers: Readonly<Record<string, unknown>>) => {
  const commands: Array<{ name: string; payload: unknown }> = [];
  const uploads: File[] = [];
  const profileEvents: unknown[] = [];
  const toasts: unknown[] = [];
  const calls = {
    rpc: async (command: { name: string }, payload: unknown) => {
      commands.push({ name: command.name, payload });
      return answers[command.name];
    },
    graphql: async () => {
      throw new Error("no GraphQL here");
    },
    upload: async (file: File) => {
      uploads.push(file);
      return { fileId: FILE_ID, url: `/files/${FILE_ID}` };
    },
  } as unknown as AuthorizedCalls;
  const actors = createAccountSettingsActors({
    calls,
    profile: { send: (event: unknown) => profileEvents.push(event) } as unknown as ProfileActorRef,
    toasts: { send: (event: unknown) => toasts.push(event) } as unknown as ToastsActorRef,
    t: ((key: string) => `t(${key})`) as unknown as TFunction,
  });
  return { actors, commands, uploads, profileEvents, toasts };
};

describe("createAccountSettingsActors", () => {
  it("saves the profile with the uploaded picture and tells the app", async () => {
    const { actors, commands, uploads, profileEvents, toasts } = wired({
      update_user_profile: { id: "u1", name: "Ann Lee", biography: null, avatarUrl: `/files/${FILE_ID}` },
    });
    const actor = createActor(actors.profileEdit, {
      input: { name: "Ann Smith", biography: "", avatarUrl: null },
    }).start();
    const photo = new File(["png"], "me.png", { type: "image/png" });
    actor.send({ type: "profileEdit.name.change", value: "Ann Lee" });
    actor.send({ type: "profileEdit.avatar.pick", file: photo });
    actor.send({ type: "profileEdit.save" });
    await waitFor(actor, (snapshot) => snapshot.matches("saved"));
    expect(uploads).toEqual([photo]);
    expect(commands).toEqual([
      { name: "update_user_profile", payload: { name: "Ann Lee", avatarFileId: FILE_ID } },
    ]);
    expect(profileEvents).toEqual([
      {
        type: "profile.updated",
        patch: { name: "Ann Lee", biography: null, avatarUrl: `/files/${FILE_ID}` },
      },
    ]);
    expect(toasts).toEqual([
      { type: "toast.show", toast: { type: "success", message: "t(accountSettings.profile.saved)" } },
    ]);
  });

  it("changes the password with the two passwords only, then says so", async () => {
    const { actors, commands, toasts } = wired({ user_change_password: { closedSessions: 0 } });
    const actor = createActor(actors.passwordChange).start();
    actor.send({ type: "form.change", field: "currentPassword", value: "Old#Pass1" });
    actor.send({ type: "form.change", field: "newPassword", value: "New#Pass2" });
    actor.send({ type: "form.change", field: "repeatPassword", value: "New#Pass2" });
    actor.send({ type: "form.submit" });
    await waitFor(actor, (snapshot) => snapshot.hasTag("succeeded"));
    expect(commands).toEqual([
      { name: "user_change_password", payload: { currentPassword: "Old#Pass1", newPassword: "New#Pass2" } },
    ]);
    expect(toasts).toHaveLength(1);
  });

  it("asks for the new address as the server stores it and hands back where the link went", async () => {
    const { actors, commands } = wired({
      user_update_email: { userId: "u1", email: "new@example.com", emailVerificationTokenValidUntil: 1 },
    });
    const actor = createActor(actors.emailChange).start();
    actor.send({ type: "form.change", field: "newEmail", value: " New@Example.com " });
    actor.send({ type: "form.change", field: "password", value: "Secret#123" });
    actor.send({ type: "form.submit" });
    const done = await waitFor(actor, (snapshot) => snapshot.hasTag("succeeded"));
    expect(commands).toEqual([
      { name: "user_update_email", payload: { newEmail: "new@example.com", password: "Secret#123" } },
    ]);
    expect(done.context.result).toEqual({ userId: "u1", email: "new@example.com" });
  });
});
