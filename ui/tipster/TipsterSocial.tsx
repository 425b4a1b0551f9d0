import { lazy, Suspense, useState } from "react";
import type { PublicUser } from "../../domain/accounts/publicUser.ts";
import { FollowButton } from "../follow/FollowButton.tsx";
import { useFollowersShown, useFollowingShown } from "../follow/useFollow.ts";
import { TipsterCounts } from "./TipsterCounts.tsx";

// Not on screen until a count is pressed: its own chunk.
const UserSubscriptionsSheet = lazy(() =>
  import("../follow/UserSubscriptionsSheet.tsx").then((module) => ({
    default: module.UserSubscriptionsSheet,
  })),
);

/**
 * The head's social part: followers and following as the follow machine shows them (the viewer's own
 * follow or unfollow moves them at once), each opening the user-subscriptions sheet, and the follow button
 * (none on the viewer's own profile).
 */
export function TipsterSocial({ user }: { readonly user: PublicUser }) {
  const [sheet, setSheet] = useState<"followers" | "following" | null>(null);
  const followers = useFollowersShown(user.id, user.followersIds);
  const following = useFollowingShown(user.id, user.followingIds);
  return (
    <>
      <TipsterCounts user={user} followers={followers} following={following} onOpen={setSheet} />
      <div className="tipster-header__actions">
        <FollowButton userId={user.id} userName={user.name} />
      </div>
      {sheet !== null && (
        <Suspense fallback={null}>
          <UserSubscriptionsSheet userId={user.id} list={sheet} open onClose={() => setSheet(null)} />
        </Suspense>
      )}
    </>
  );
}
