import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_PROFILE_QUERY, AuthProfileAnswer } from "../../../domain/accounts/authProfile";
import { PUBLIC_USER_QUERY, PublicUserAnswer } from "../../../domain/accounts/publicUser";
import { CreateUserSubscription, DeleteUserSubscription } from "../../../domain/follow/followCommands";
import { closeDatabases } from "../../helpers/testDatabase";
import {
  type AccountsServer,
  call,
  expectFailure,
  expectOk,
  signedInUser,
  startAccountsServer,
} from "../accounts/accountsHarness";

let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

const graphql = async (query: string, variables: Record<string, unknown> = {}, accessToken?: string) => {
  const response = await fetch(`${server.url}/graphql/users`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as { data?: unknown; errors?: unknown };
  expect(answer.errors).toBeUndefined();
  return answer.data;
};

const authProfile = async (accessToken: string) => {
  const { authProfile } = Schema.decodeUnknownSync(AuthProfileAnswer)(
    await graphql(AUTH_PROFILE_QUERY, {}, accessToken),
  );
  if (!authProfile) throw new Error("no auth profile for a signed-in user");
  return authProfile;
};

const publicUser = async (id: string) =>
  Schema.decodeUnknownSync(PublicUserAnswer)(await graphql(PUBLIC_USER_QUERY, { id })).user;

const follow = (targetUserId: string, accessToken?: string) =>
  call(server, CreateUserSubscription, { targetUserId }, accessToken);
const unfollow = (targetUserId: string, accessToken?: string) =>
  call(server, DeleteUserSubscription, { targetUserId }, accessToken);

const subscriptionRows = async (followerId: string, leaderId: string) =>
  (
    await server.driver.query<{ id: string }>(
      "SELECT id FROM user_subscriptions WHERE follower_id = $1 AND leader_id = $2",
      [followerId, leaderId],
    )
  ).length;

describe("create_user_subscription and delete_user_subscription", () => {
  it("follows: answers the follow, and both sides' lists show it", async () => {
    const fan = await signedInUser(server);
    const tipster = await signedInUser(server);
    const created = expectOk(await follow(tipster.user.userId, fan.token.accessToken));
    expect(created).toEqual({
      id: expect.any(String),
      leaderId: tipster.user.userId,
      followerId: fan.user.userId,
      isFollow: true,
    });

    const fanProfile = await authProfile(fan.token.accessToken);
    expect(fanProfile.followingIds).toEqual([tipster.user.userId]);
    expect(fanProfile.followersIds).toEqual([]);
    expect(fanProfile.subscriptionsIdsToUserSubscriptionMap).toEqual({ [tipster.user.userId]: created });

    const tipsterProfile = await authProfile(tipster.token.accessToken);
    expect(tipsterProfile.followersIds).toEqual([fan.user.userId]);
    expect(tipsterProfile.followingIds).toEqual([]);
    expect(tipsterProfile.subscriptionsIdsToUserSubscriptionMap).toEqual({});
  });

  it("unfollows: the follow is gone from both sides", async () => {
    const fan = await signedInUser(server);
    const tipster = await signedInUser(server);
    expectOk(await follow(tipster.user.userId, fan.token.accessToken));
    expect(expectOk(await unfollow(tipster.user.userId, fan.token.accessToken))).toEqual({
      leaderId: tipster.user.userId,
      followerId: fan.user.userId,
      isFollow: false,
    });
    expect(await subscriptionRows(fan.user.userId, tipster.user.userId)).toBe(0);
    const fanProfile = await authProfile(fan.token.accessToken);
    expect(fanProfile.followingIds).toEqual([]);
    expect(fanProfile.subscriptionsIdsToUserSubscriptionMap).toEqual({});
    expect((await authProfile(tipster.token.accessToken)).followersIds).toEqual([]);
  });

  it("is idempotent: following twice answers the same follow, unfollowing someone not followed answers ok", async () => {
    const fan = await signedInUser(server);
    const tipster = await signedInUser(server);
    const first = expectOk(await follow(tipster.user.userId, fan.token.accessToken));
    const second = expectOk(await follow(tipster.user.userId, fan.token.accessToken));
    expect(second).toEqual(first);
    expect(await subscriptionRows(fan.user.userId, tipster.user.userId)).toBe(1);

    expectOk(await unfollow(tipster.user.userId, fan.token.accessToken));
    expect(expectOk(await unfollow(tipster.user.userId, fan.token.accessToken))).toEqual({
      leaderId: tipster.user.userId,
      followerId: fan.user.userId,
      isFollow: false,
    });
    expect(await subscriptionRows(fan.user.userId, tipster.user.userId)).toBe(0);
  });

  it("follows again after an unfollow, as a new follow", async () => {
    const fan = await signedInUser(server);
    const tipster = await signedInUser(server);
    const first = expectOk<{ id: string }>(await follow(tipster.user.userId, fan.token.accessToken));
    expectOk(await unfollow(tipster.user.userId, fan.token.accessToken));
    const again = expectOk<{ id: string }>(await follow(tipster.user.userId, fan.token.accessToken));
    expect(again.id).not.toBe(first.id);
    expect((await authProfile(fan.token.accessToken)).followingIds).toEqual([tipster.user.userId]);
  });

  it("refuses following or unfollowing yourself, and stores nothing", async () => {
    const fan = await signedInUser(server);
    expectFailure(await follow(fan.user.userId, fan.token.accessToken), 400, "user_subscription.self_follow");
    expectFailure(
      await unfollow(fan.user.userId, fan.token.accessToken),
      400,
      "user_subscription.self_follow",
    );
    expect(await subscriptionRows(fan.user.userId, fan.user.userId)).toBe(0);
  });

  it("refuses an unknown user, for a follow and an unfollow", async () => {
    const fan = await signedInUser(server);
    expectFailure(await follow("no-such-user", fan.token.accessToken), 404, "user.not_found");
    expectFailure(await unfollow("no-such-user", fan.token.accessToken), 404, "user.not_found");
    expect((await authProfile(fan.token.accessToken)).followingIds).toEqual([]);
  });

  it("refuses a visitor with the session code, and an empty target with a validation error", async () => {
    const tipster = await signedInUser(server);
    const anonymous = await follow(tipster.user.userId);
    expect(anonymous.status).toBe(401);
    expect(anonymous.errorHeader).toBe("ERROR");
    expect((await authProfile(tipster.token.accessToken)).followersIds).toEqual([]);

    const fan = await signedInUser(server);
    const empty = await follow("", fan.token.accessToken);
    expect(empty.status).toBe(400);
    expect(empty.errorHeader).toBe("ERROR");
  });

  it("makes one row of parallel follows of the same pair, all answering it", async () => {
    // Several pairs at once, each followed by parallel requests, so the requests of a pair meet in the
    // database rather than one after the other.
    const tipster = await signedInUser(server);
    const fans = await Promise.all(Array.from({ length: 6 }, () => signedInUser(server)));
    const answers = await Promise.all(
      fans.map((fan) =>
        Promise.all(Array.from({ length: 8 }, () => follow(tipster.user.userId, fan.token.accessToken))),
      ),
    );
    for (const [index, fan] of fans.entries()) {
      const [first, ...others] = answers[index]!.map((answer) => expectOk(answer));
      for (const other of others) expect(other).toEqual(first);
      expect(await subscriptionRows(fan.user.userId, tipster.user.userId)).toBe(1);
    }
    expect([...(await authProfile(tipster.token.accessToken)).followersIds].sort()).toEqual(
      fans.map((fan) => fan.user.userId).sort(),
    );
  });

  it("lists follows oldest first, keyed by leader in the map", async () => {
    const fan = await signedInUser(server);
    const leaders = [await signedInUser(server), await signedInUser(server), await signedInUser(server)];
    for (const leader of leaders) {
      expectOk(await follow(leader.user.userId, fan.token.accessToken));
      server.clock.advance(1_000);
    }
    const profile = await authProfile(fan.token.accessToken);
    expect(profile.followingIds).toEqual(leaders.map((leader) => leader.user.userId));
    expect(Object.keys(profile.subscriptionsIdsToUserSubscriptionMap).sort()).toEqual(
      leaders.map((leader) => leader.user.userId).sort(),
    );
    for (const leader of leaders)
      expect(profile.subscriptionsIdsToUserSubscriptionMap[leader.user.userId]?.leaderId).toBe(
        leader.user.userId,
      );
  });
});

describe("the public user query (GraphQL users service)", () => {
  it("answers name, avatar, biography and both lists to a visitor", async () => {
    const fan = await signedInUser(server);
    const tipster = await signedInUser(server);
    const other = await signedInUser(server);
    expectOk(await follow(tipster.user.userId, fan.token.accessToken));
    expectOk(await follow(tipster.user.userId, other.token.accessToken));
    expectOk(await follow(fan.user.userId, tipster.token.accessToken));

    const user = await publicUser(tipster.user.userId);
    expect(user).toEqual({
      id: tipster.user.userId,
      name: "Ann Smith",
      avatar: null,
      biography: null,
      followersIds: expect.arrayContaining([fan.user.userId, other.user.userId]),
      followingIds: [fan.user.userId],
      predictionsStatistics: { activeTipsCount: 0 },
      simulated: false,
    });
    expect(user?.followersIds).toHaveLength(2);
    expect((await publicUser(fan.user.userId))?.followersIds).toEqual([tipster.user.userId]);
  });

  it("answers null for an id no user has", async () => {
    expect(await publicUser("no-such-user")).toBeNull();
  });
});
