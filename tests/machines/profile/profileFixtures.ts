import type { AuthProfile } from "../../../domain/accounts/authProfile.ts";
import { ApiError, NetworkError } from "../../../domain/rpc/clientErrors.ts";

/** The profile the fake `users` service answers: settings saved in Spanish and Madrid time. */
export const PROFILE: AuthProfile = {
  id: "user-1",
  name: "Ann Smith",
  email: "ann@example.com",
  biography: null,
  avatarDto: null,
  avatarDataUrl: null,
  avatarUrl: null,
  blockedChatUsers: [],
  subscriptionsIdsToUserSubscriptionMap: {},
  followingIds: [],
  followersIds: [],
  wallet: { amount: 1000, currency: "FUN" },
  settings: { locale: "es_ES", timeZone: "Europe/Madrid" },
  notificationSettings: { globalInAppEnabled: true, globalPushEnabled: false },
};

export const FAILURES = {
  network: new NetworkError({ uri: "/graphql/users", cause: new Error("offline") }),
  refused: new ApiError({
    uri: "/funsclub-users__api/rpc/update_user_settings",
    errors: [{ code: "validation.timeZone.invalid_format", type: "BAD_REQUEST", message: "bad zone" }],
  }),
} as const;
