import { Effect, Schema } from "effect";
import type { PublicUser } from "../../../domain/accounts/publicUser";
import { followListsOf } from "../../follow/followLists";
import { SqlNumber } from "../../tips/ranking/rankingTally";
import { isSimulatedEmail } from "../simulatedUsers";
import { queryRows } from "../stores/columns";
import { findUserById } from "../stores/userStore";
import { avatarUrlOf } from "./profile";

/** The user's tips not settled yet, every sport: the creator's index (tips_by_creator) leads there. */
const activeTipsCountOf = Effect.fn("accounts.activeTipsCount")(function* (userId: string) {
  const [row] = yield* queryRows(
    Schema.Struct({ count: SqlNumber }),
    "SELECT count(*) AS count FROM tips WHERE creator_id = $1 AND status = 'active'",
    [userId],
  );
  return row?.count ?? 0;
});

/** The public user of section 3 for an id; null when no user has it (no error: the page shows a 404). */
export const loadPublicUser = Effect.fn("accounts.loadPublicUser")(function* (id: string) {
  const user = yield* findUserById(id);
  if (!user) return null;
  const { followersIds, followingIds } = yield* followListsOf(user.id);
  const activeTipsCount = yield* activeTipsCountOf(user.id);
  const publicUser: PublicUser = {
    id: user.id,
    name: user.name,
    avatar: avatarUrlOf(user),
    biography: user.biography,
    followersIds,
    followingIds,
    predictionsStatistics: { activeTipsCount },
    simulated: isSimulatedEmail(user.email),
  };
  return publicUser;
});
