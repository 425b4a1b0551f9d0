import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_PROFILE_QUERY, AuthProfileAnswer } from "../../../domain/accounts/authProfile";
import { UserResetPasswordByEmail } from "../../../domain/accounts/passwordCommands";
import { UpdateUserProfile, UpdateUserSettings } from "../../../domain/accounts/profileCommands";
import { CloseSession } from "../../../domain/accounts/sessionCommands";
import { closeDatabases } from "../../helpers/testDatabase";
import {
  type AccountsServer,
  call,
  expectFailure,
  expectOk,
  lastMailTo,
  signedInUser,
  startAccountsServer,
} from "./accountsHarness";

let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

const queryProfile = async (accessToken?: string) => {
  const response = await fetch(`${server.url}/graphql/users`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    body: JSON.stringify({ query: AUTH_PROFILE_QUERY }),
  });
  return (await response.json()) as {
    data?: unknown;
    errors?: Array<{ message: string; extensions?: { code?: string; type?: string } }>;
  };
};

describe("the auth profile query (GraphQL users service)", () => {
  it("answers null to an anonymous call", async () => {
    expect(await queryProfile()).toEqual({ data: { authProfile: null } });
  });

  it("answers the section 3 fields, with the starting FUN balance in the wallet", async () => {
    const { user, token } = await signedInUser(server);
    const answer = await queryProfile(token.accessToken);
    expect(answer.errors).toBeUndefined();
    const { authProfile } = Schema.decodeUnknownSync(AuthProfileAnswer)(answer.data);
    expect(authProfile).toEqual({
      id: user.userId,
      name: "Ann Smith",
      email: user.email,
      biography: null,
      avatarDto: null,
      avatarDataUrl: null,
      avatarUrl: null,
      blockedChatUsers: [],
      subscriptionsIdsToUserSubscriptionMap: {},
      followingIds: [],
      followersIds: [],
      wallet: { amount: 1000, currency: "FUN" },
      settings: null,
      notificationSettings: { globalInAppEnabled: true, globalPushEnabled: false },
    });
  });

  it("answers a bad or ended session with its code in the error extensions", async () => {
    const garbage = await queryProfile("garbage");
    expect(garbage.errors?.[0]?.extensions).toEqual({
      code: "session.not_found_by_access_token",
      type: "UNAUTHORIZED",
    });
    const { token } = await signedInUser(server);
    expectOk(await call(server, CloseSession, { sessionIds: [token.sessionId] }, token.accessToken));
    const closed = await queryProfile(token.accessToken);
    expect(closed.errors?.[0]?.extensions?.code).toBe("session.session_closed_by_user");
  });
});

describe("update_user_profile", () => {
  it("saves a trimmed name and biography, shown by the profile query", async () => {
    const { user, token } = await signedInUser(server);
    const answer = expectOk(
      await call(
        server,
        UpdateUserProfile,
        { name: "  Ann   Marie ", biography: "  Tipster since 2020. " },
        token.accessToken,
      ),
    );
    expect(answer).toEqual({
      id: user.userId,
      name: "Ann Marie",
      biography: "Tipster since 2020.",
      avatarUrl: null,
    });
    const { data } = await queryProfile(token.accessToken);
    expect(data).toMatchObject({ authProfile: { name: "Ann Marie", biography: "Tipster since 2020." } });
  });

  it("changes only the fields given; an empty biography clears it", async () => {
    const { token } = await signedInUser(server);
    expectOk(await call(server, UpdateUserProfile, { biography: "Hello" }, token.accessToken));
    expect(expectOk(await call(server, UpdateUserProfile, { name: "Bea" }, token.accessToken))).toMatchObject(
      {
        name: "Bea",
        biography: "Hello",
      },
    );
    expect(
      expectOk(await call(server, UpdateUserProfile, { biography: " " }, token.accessToken)),
    ).toMatchObject({
      biography: null,
    });
    expect(
      expectOk(await call(server, UpdateUserProfile, { biography: null }, token.accessToken)),
    ).toMatchObject({
      biography: null,
    });
  });

  it("refuses an invalid name, an over-long biography, and a payload with no field", async () => {
    const { token } = await signedInUser(server);
    expectFailure(
      await call(server, UpdateUserProfile, { name: "Ann 2" }, token.accessToken),
      400,
      "validation.name.invalid_characters",
    );
    expectFailure(
      await call(server, UpdateUserProfile, { biography: "x".repeat(501) }, token.accessToken),
      400,
      "validation.biography.too_long",
    );
    expectFailure(await call(server, UpdateUserProfile, {}, token.accessToken), 400, "rpc.invalid_payload");
    expectFailure(
      await call(server, UpdateUserProfile, { avatar: "x" }, token.accessToken),
      400,
      "rpc.invalid_payload",
    );
  });

  it("needs a signed-in caller", async () => {
    expectFailure(
      await call(server, UpdateUserProfile, { name: "Ann" }),
      401,
      "session.not_found_by_access_token",
    );
  });
});

describe("update_user_settings", () => {
  it("saves a supported locale and a known time zone, shown by the profile query", async () => {
    const { token } = await signedInUser(server);
    expect(expectOk(await call(server, UpdateUserSettings, { locale: "pt_BR" }, token.accessToken))).toEqual({
      settings: { locale: "pt_BR", timeZone: null },
    });
    expect(
      expectOk(await call(server, UpdateUserSettings, { timeZone: "Europe/Madrid" }, token.accessToken)),
    ).toEqual({ settings: { locale: "pt_BR", timeZone: "Europe/Madrid" } });
    const { data } = await queryProfile(token.accessToken);
    expect(data).toMatchObject({ authProfile: { settings: { locale: "pt_BR", timeZone: "Europe/Madrid" } } });
  });

  it.each([[{ locale: "xx_XX" }], [{ timeZone: "Mars/Olympus" }], [{}], [{ theme: "dark" }]])(
    "refuses %j",
    async (payload) => {
      const { token } = await signedInUser(server);
      expectFailure(
        await call(server, UpdateUserSettings, payload, token.accessToken),
        400,
        "rpc.invalid_payload",
      );
    },
  );

  it("makes later mail links open the site in the saved locale", async () => {
    const { user, token } = await signedInUser(server);
    expectOk(await call(server, UpdateUserSettings, { locale: "tr_TR" }, token.accessToken));
    expectOk(await call(server, UserResetPasswordByEmail, { email: user.email }));
    expect((await lastMailTo(server, user.email)).links[0]!.url).toContain("/tr-tr/password/reset/");
  });

  it("is for signed-in users only", async () => {
    expectFailure(
      await call(server, UpdateUserSettings, { locale: "en_US" }),
      401,
      "session.not_found_by_access_token",
    );
  });
});
