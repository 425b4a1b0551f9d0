import { Effect } from "effect";
import type { PublicUser } from "../../../domain/accounts/publicUser";
import { followListsOf } from "../../follow/followLists";
import { findUserById } from "../stores/userStore";
import { avatarUrlOf } from "./profile";

/** The public user of section 3 for an id; null when no user has it (no error: the page shows a 404). */
export const loadPublicUser = Effect.fn("accounts.loadPublicUser")(function* (id: string) {
  const user = yield* findUserById(id);
  if (!user) return null;
  const { followersIds, followingIds } = yield* followListsOf(user.id);
  const publicUser: PublicUser = {
    id: user.id,
    name: user.name,
    avatar: avatarUrlOf(user),
    biography: user.biography,
    followersIds,
    followingIds,
  };
  return publicUser;
});
