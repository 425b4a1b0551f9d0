import { Effect } from "effect";
import { type AuthProfile, FUN_CURRENCY } from "../../../domain/accounts/authProfile";
import { filePath } from "../../../domain/files/fileRoutes";
import { chatBlocksOf } from "../../chat/chatBlacklistStore";
import { findFileInfo } from "../../files/fileStore";
import { followListsOf } from "../../follow/followLists";
import { AccountFailure } from "../failures";
import { authenticate } from "../sessions/authenticate";
import { ledgerBalance } from "../stores/ledgerStore";
import { findUserById } from "../stores/userStore";
import { avatarUrlOf, settingsOf } from "./profile";

/** The avatar's file description (section 3's `avatarDto`), or null when there is none. */
const avatarDtoOf = (fileId: string | null) =>
  fileId === null
    ? Effect.succeed(null)
    : Effect.map(findFileInfo(fileId), (file) =>
        file
          ? {
              id: file.id,
              fileName: `${file.id}.${file.contentType.split("/")[1] ?? "bin"}`,
              mimeType: file.contentType,
              size: file.size,
              path: filePath(file.id),
            }
          : null,
      );

/**
 * The auth profile of section 3 for an access token; none for an anonymous call. A bad token fails with
 * its session code, like an RPC command would.
 */
export const loadAuthProfile = Effect.fn("accounts.loadAuthProfile")(function* (
  accessToken: string | undefined,
) {
  if (accessToken === undefined) return null;
  const principal = yield* authenticate(accessToken);
  const user = yield* findUserById(principal.userId);
  if (!user) return yield* Effect.fail(AccountFailure.userNotFound());
  const amount = yield* ledgerBalance(user.id, FUN_CURRENCY);
  const profile: AuthProfile = {
    id: user.id,
    name: user.name,
    email: user.email,
    biography: user.biography,
    avatarDto: yield* avatarDtoOf(user.avatarFileId),
    avatarDataUrl: null,
    avatarUrl: avatarUrlOf(user),
    blockedChatUsers: yield* chatBlocksOf(user.id),
    ...(yield* followListsOf(user.id)),
    wallet: { amount, currency: FUN_CURRENCY },
    settings: user.locale === null && user.timeZone === null ? null : settingsOf(user),
    notificationSettings: { globalInAppEnabled: user.notifyInApp, globalPushEnabled: user.notifyPush },
  };
  return profile;
});
