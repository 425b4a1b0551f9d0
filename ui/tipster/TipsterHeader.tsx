import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PublicUser } from "../../domain/accounts/publicUser.ts";
import { FollowButton } from "../follow/FollowButton.tsx";
import { useFollowersShown, useFollowingShown } from "../follow/useFollow.ts";
import { initialsOf } from "../shell/initials.ts";

// Not on screen until a count is pressed: its own chunk.
const UserSubscriptionsSheet = lazy(() =>
  import("../follow/UserSubscriptionsSheet.tsx").then((module) => ({
    default: module.UserSubscriptionsSheet,
  })),
);

/**
 * The profile's head: the picture (or initials), name and biography, followers and following (each opens
 * the user-subscriptions sheet), the follow button and how many tips wait for their match.
 */
export function TipsterHeader({ user }: { readonly user: PublicUser }) {
  const { t, i18n } = useTranslation("tipster");
  const count = new Intl.NumberFormat(i18n.language);
  const [sheet, setSheet] = useState<"followers" | "following" | null>(null);
  // The viewer's own follow or unfollow moves the counts at once (the follow machine's view).
  const followers = useFollowersShown(user.id, user.followersIds);
  const following = useFollowingShown(user.id, user.followingIds);
  return (
    <header className="card tipster-header">
      <TipsterAvatar name={user.name} url={user.avatar} />
      <div className="tipster-header__who">
        <h1 className="tipster-header__name">{user.name}</h1>
        {user.biography && <p className="tipster-header__bio">{user.biography}</p>}
      </div>
      <dl className="tipster-header__counts">
        <div className="tipster-header__count">
          <dt>{t("followers")}</dt>
          <dd>
            <button
              type="button"
              className="tipster-header__count-button"
              onClick={() => setSheet("followers")}
            >
              {count.format(followers.length)}
            </button>
          </dd>
        </div>
        <div className="tipster-header__count">
          <dt>{t("following")}</dt>
          <dd>
            <button
              type="button"
              className="tipster-header__count-button"
              onClick={() => setSheet("following")}
            >
              {count.format(following.length)}
            </button>
          </dd>
        </div>
        <div className="tipster-header__count">
          <dt>{t("activeTips")}</dt>
          <dd className="tipster-header__count-value">
            {count.format(user.predictionsStatistics.activeTipsCount)}
          </dd>
        </div>
      </dl>
      <div className="tipster-header__actions">
        <FollowButton userId={user.id} userName={user.name} />
      </div>
      {sheet !== null && (
        <Suspense fallback={null}>
          <UserSubscriptionsSheet userId={user.id} list={sheet} open onClose={() => setSheet(null)} />
        </Suspense>
      )}
    </header>
  );
}

/** The user's picture, or their initials on the accent when there is none or it fails to load. */
function TipsterAvatar({ name, url }: { readonly name: string; readonly url: string | null }) {
  const [broken, setBroken] = useState(false);
  return url && !broken ? (
    <img className="tipster-header__avatar" src={url} alt="" onError={() => setBroken(true)} />
  ) : (
    <span className="tipster-header__avatar" aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}

/** The head's outline while the profile loads. */
export function TipsterHeaderSkeleton({ label }: { readonly label: string }) {
  return (
    <div className="card tipster-header" role="status" aria-label={label} aria-busy="true">
      <span className="ghost tipster-header__avatar" aria-hidden="true" />
      <div className="tipster-header__who" aria-hidden="true">
        <span className="ghost tipster-header__ghost-name" />
        <span className="ghost tipster-header__ghost-bio" />
      </div>
    </div>
  );
}
