import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { AuthProfile } from "../../../domain/accounts/authProfile.ts";
import type { UserSubscription } from "../../../domain/follow/followCommands.ts";
import { ApiError } from "../../../domain/rpc/clientErrors.ts";
import { followButtonOf } from "../../../machines/follow/followView.ts";
import { profileMachine } from "../../../machines/profile/profileMachine.ts";
import { GraphqlClient } from "../../../transport/graphql/GraphqlClient.ts";
import type { Run } from "../../../ui/app/appRuntime.ts";
import { type AuthorizedCalls, NotSignedInError } from "../../../ui/app/authorizedCalls.ts";
import { followActorsOf } from "../../../ui/app/followActors.ts";
import type { FollowDeps } from "../../../ui/app/followDeps.ts";
import { profileAfterFollow } from "../../../ui/app/followServices.ts";
import type { ToastsActorRef } from "../../../ui/app/routerContext.ts";
import { createLoadUsers } from "../../../ui/app/userListServices.ts";
import { settle } from "../../helpers/pendingCalls.ts";
import { PROFILE } from "../../machines/profile/profileFixtures.ts";
import { fakeSession } from "./fakeSession.ts";

const subscription = (leaderId: string): UserSubscription => ({
  id: `sub-${leaderId}`,
  leaderId,
  followerId: PROFILE.id,
  isFollow: true,
});

/** The viewer follows Ann. */
const VIEWER: AuthProfile = {
  ...PROFILE,
  followingIds: ["ann"],
  subscriptionsIdsToUserSubscriptionMap: { ann: subscription("ann") },
};

const REFUSED = new ApiError({
  uri: "/funsclub-users__api/rpc/delete_user_subscription",
  errors: [{ code: "user.not_found", type: "NOT_FOUND", message: "No such user" }],
});

/** A user as `user(id)` answers them (the fields both sheet queries read). */
interface ServedUser {
  readonly id: string;
  readonly name: string;
  readonly avatar: string | null;
  readonly followersIds: ReadonlyArray<string>;
  readonly followingIds: ReadonlyArray<string>;
}

const aUser = (id: string, lists: Partial<ServedUser> = {}): ServedUser => ({
  id,
  name: `Name of ${id}`,
  avatar: id === "user-1" ? "/files/f1" : null,
  followersIds: [],
  followingIds: [],
  ...lists,
});

interface RpcCall {
  readonly name: string;
  readonly payload: unknown;
  readonly resolve: (answer: unknown) => void;
  readonly reject: (error: unknown) => void;
}

/** The follow actors over a real profile actor, a stand-in session, recorded toasts and calls the test answers. */
const wired = async (options: { readonly signedIn?: boolean; readonly server?: boolean } = {}) => {
  const rpcCalls: RpcCall[] = [];
  const toasts: unknown[] = [];
  const calls = {
    rpc: (command: { name: string }, payload: unknown) =>
      new Promise((resolve, reject) => rpcCalls.push({ name: command.name, payload, resolve, reject })),
    graphql: () => Promise.reject(new Error("no lists here")),
    upload: () => Promise.reject(new Error("no uploads here")),
  } as unknown as AuthorizedCalls;
  const profile = createActor(
    profileMachine.provide({ actors: { loadProfile: fromPromise(async () => VIEWER) } }),
  ).start();
  const { actor: session } = fakeSession("token-1");
  if (options.signedIn === false) session.send({ type: "test.signedOut" });
  else {
    profile.send({ type: "profile.signedIn" });
    await waitFor(profile, (snapshot) => snapshot.hasTag("loaded"));
  }
  const deps: FollowDeps = {
    calls,
    run: options.server ? null : ((() => Promise.reject(new Error("no lists here"))) as Run<GraphqlClient>),
    profile,
    session: session as unknown as FollowDeps["session"],
    toasts: { send: (event: unknown) => toasts.push(event) } as unknown as ToastsActorRef,
    inspect: undefined,
  };
  const actors = followActorsOf(
    deps,
    ({ follow, name }) => `${follow ? "follow" : "unfollow"} failed: ${name}`,
  );
  return { actors, profile, rpcCalls, toasts };
};

describe("followActorsOf", () => {
  it("takes the viewer's following set from their auth profile", async () => {
    const { actors } = await wired();
    const snapshot = actors.follow.getSnapshot();
    expect(followButtonOf(snapshot, "ann")).toEqual({ kind: "following", saving: false });
    expect(followButtonOf(snapshot, "bob")).toEqual({ kind: "follow", saving: false });
    expect(followButtonOf(snapshot, PROFILE.id)).toEqual({ kind: "none" });
  });

  it("shows a follow at once, calls create_user_subscription and puts the leader in the viewer's profile", async () => {
    const { actors, profile, rpcCalls, toasts } = await wired();
    actors.toggle("bob", "Bob");
    expect(followButtonOf(actors.follow.getSnapshot(), "bob")).toEqual({ kind: "following", saving: true });
    await settle();
    expect(rpcCalls.map(({ name, payload }) => ({ name, payload }))).toEqual([
      { name: "create_user_subscription", payload: { targetUserId: "bob" } },
    ]);
    rpcCalls[0]!.resolve(subscription("bob"));
    await waitFor(actors.follow, (snapshot) => snapshot.matches({ ready: "idle" }));
    expect(followButtonOf(actors.follow.getSnapshot(), "bob")).toEqual({ kind: "following", saving: false });
    const after = profile.getSnapshot().context.profile!;
    expect(after.followingIds).toEqual(["ann", "bob"]);
    expect(after.subscriptionsIdsToUserSubscriptionMap).toEqual({
      ann: subscription("ann"),
      bob: subscription("bob"),
    });
    expect(toasts).toEqual([]);
  });

  it("rolls a refused unfollow back, raises a toast naming the leader and leaves the profile alone", async () => {
    const { actors, profile, rpcCalls, toasts } = await wired();
    actors.toggle("ann", "Ann Lee");
    expect(followButtonOf(actors.follow.getSnapshot(), "ann").kind).toBe("follow");
    await settle();
    expect(rpcCalls.map(({ name }) => name)).toEqual(["delete_user_subscription"]);
    rpcCalls[0]!.reject(REFUSED);
    await waitFor(actors.follow, (snapshot) => snapshot.matches({ ready: "idle" }));
    expect(followButtonOf(actors.follow.getSnapshot(), "ann")).toEqual({ kind: "following", saving: false });
    expect(toasts).toEqual([
      { type: "toast.show", toast: { type: "error", message: "unfollow failed: Ann Lee" } },
    ]);
    expect(profile.getSnapshot().context.profile).toBe(VIEWER);
  });

  it("takes an unfollow out of the viewer's profile", async () => {
    const { actors, profile, rpcCalls } = await wired();
    actors.toggle("ann", "Ann Lee");
    await settle();
    rpcCalls[0]!.resolve({ leaderId: "ann", followerId: PROFILE.id, isFollow: false });
    await waitFor(actors.follow, (snapshot) => snapshot.matches({ ready: "idle" }));
    const after = profile.getSnapshot().context.profile!;
    expect(after.followingIds).toEqual([]);
    expect(after.subscriptionsIdsToUserSubscriptionMap).toEqual({});
  });

  it("asks a visitor to sign in and calls nothing", async () => {
    const { actors, rpcCalls } = await wired({ signedIn: false });
    const asked: string[] = [];
    actors.follow.on("follow.signInRequired", ({ leaderId }) => asked.push(leaderId));
    actors.toggle("bob", "Bob");
    await settle();
    expect(asked).toEqual(["bob"]);
    expect(rpcCalls).toEqual([]);
  });

  it("starts nothing on the server: every button stays a visitor's", async () => {
    const { actors } = await wired({ server: true });
    expect(followButtonOf(actors.follow.getSnapshot(), "ann")).toEqual({ kind: "signIn" });
  });
});

describe("profileAfterFollow", () => {
  it("adds a followed leader once and drops an unfollowed one", () => {
    expect(profileAfterFollow(VIEWER, "bob", subscription("bob")).followingIds).toEqual(["ann", "bob"]);
    expect(profileAfterFollow(VIEWER, "ann", subscription("ann"))).toEqual({
      followingIds: ["ann"],
      subscriptionsIdsToUserSubscriptionMap: { ann: subscription("ann") },
    });
    expect(profileAfterFollow(VIEWER, "ann", null)).toEqual({
      followingIds: [],
      subscriptionsIdsToUserSubscriptionMap: {},
    });
  });
});

describe("createLoadUsers", () => {
  /** A `user(id)` answer per id: `signedIn` for calls with the viewer's token, anonymous for the rest. */
  const services = (users: Record<string, ServedUser>, signedIn: boolean) => {
    const asViewer: string[] = [];
    const anonymous: string[] = [];
    const answer = (id: string) => ({ user: users[id] ?? null });
    const calls = {
      graphql: async (_service: string, _document: string, variables: { id: string }) => {
        if (!signedIn) throw new NotSignedInError();
        asViewer.push(variables.id);
        return answer(variables.id);
      },
    } as unknown as AuthorizedCalls;
    const fakeClient = GraphqlClient.of({
      query: (_service, _document, variables) =>
        Effect.sync(() => {
          const { id } = variables as unknown as { id: string };
          anonymous.push(id);
          return answer(id) as never;
        }),
    });
    const run = ((effect: Effect.Effect<unknown, unknown, GraphqlClient>) =>
      Effect.runPromise(Effect.provideService(effect, GraphqlClient, fakeClient))) as Run<GraphqlClient>;
    return { loadUsers: createLoadUsers({ calls, run }), asViewer, anonymous };
  };

  const followers = Array.from({ length: 25 }, (_, index) => `user-${index}`);
  const everyone = Object.fromEntries(followers.filter((id) => id !== "user-3").map((id) => [id, aUser(id)]));
  const owner = aUser("owner", { followersIds: followers, followingIds: ["user-1"] });

  it("reads the list as the viewer, then a page of names as a visitor, leaving deleted users out", async () => {
    const { loadUsers, asViewer, anonymous } = services({ ...everyone, owner }, true);
    const page = await loadUsers({ userId: "owner", list: "followers", ids: null, from: 0 });
    expect(asViewer).toEqual(["owner"]);
    expect(anonymous).toEqual(followers.slice(0, 20));
    expect(page.ids).toEqual(followers);
    expect(page.next).toBe(20);
    expect(page.users.map((user) => user.id)).toEqual(followers.slice(0, 20).filter((id) => id !== "user-3"));
    expect(page.users[1]).toEqual({ id: "user-1", name: "Name of user-1", avatar: "/files/f1" });
  });

  it("pages through ids it was given without asking for the list", async () => {
    const { loadUsers, asViewer, anonymous } = services({ ...everyone, owner }, true);
    const page = await loadUsers({ userId: "owner", list: "following", ids: followers, from: 20 });
    expect(asViewer).toEqual([]);
    expect(anonymous).toEqual(followers.slice(20));
    expect(page.next).toBe(25);
  });

  it("reads a visitor's list anonymously", async () => {
    const { loadUsers, anonymous } = services({ ...everyone, owner }, false);
    const page = await loadUsers({ userId: "owner", list: "following", ids: null, from: 0 });
    expect(anonymous).toEqual(["owner", "user-1"]);
    expect(page).toEqual({ ids: ["user-1"], users: [everyoneListed("user-1")], next: 1 });
  });

  const everyoneListed = (id: string) => ({
    id,
    name: `Name of ${id}`,
    avatar: id === "user-1" ? "/files/f1" : null,
  });
});
