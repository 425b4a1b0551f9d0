import { Link } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { shownFollowing } from "../../machines/follow/followIntents.ts";
import type { ListedUser, UserListKind } from "../../machines/follow/userListMachine.ts";
import type { FollowActors } from "../app/followActors.ts";
import { useLocale } from "../app/hooks.ts";
import { userListLogicOf } from "../app/userListActors.ts";
import { Modal } from "../auth/Modal.tsx";
import { GhostList } from "../common/GhostList.tsx";
import { UsersIcon } from "../icons/UiIcons.tsx";
import { FollowToggle } from "./FollowButton.tsx";
import { UserAvatar } from "./UserAvatar.tsx";
import { useFollowActors, useFollowButton } from "./useFollow.ts";

/**
 * A user's followers or following (the user-subscriptions sheet, accounts spec section 4): each row their
 * avatar, their name linking to their profile and a follow button. In the viewer's own following list a
 * row they unfollow stays, marked with an undo, until the sheet closes (the soft-remove).
 */
export function UserSubscriptionsSheet({
  userId,
  list,
  open,
  onClose,
}: {
  readonly userId: string;
  readonly list: "followers" | "following";
  readonly open: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation("follow");
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={list === "followers" ? t("sheet.followersTitle") : t("sheet.followingTitle")}
      icon={<UsersIcon size={22} />}
      labelId={`user-subscriptions-${list}`}
    >
      {/* Mounted while open only (Modal): each opening reads the list afresh. */}
      <SheetBody userId={userId} list={list} onClose={onClose} />
    </Modal>
  );
}

function SheetBody({
  userId,
  list,
  onClose,
}: {
  readonly userId: string;
  readonly list: UserListKind;
  readonly onClose: () => void;
}) {
  const actors = useFollowActors();
  const viewerId = useSelector(actors.follow, (snapshot) => snapshot.context.viewerId);
  const own = list === "following" && viewerId === userId;
  // The viewer's own list is the follow machine's; it changes owner when the viewer's profile arrives.
  return (
    <SheetList
      key={own ? "own" : "other"}
      actors={actors}
      userId={userId}
      list={list}
      own={own}
      onClose={onClose}
    />
  );
}

function SheetList({
  actors,
  userId,
  list,
  own,
  onClose,
}: {
  readonly actors: FollowActors;
  readonly userId: string;
  readonly list: UserListKind;
  readonly own: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation("follow");
  // The viewer's own following as the follow machine shows it now, which is what its sheet rows start from.
  const [ids] = useState(() => (own ? shownFollowing(actors.follow.getSnapshot().context) : null));
  const users = useActorRef(userListLogicOf(actors.deps), {
    input: { userId, list, ids },
    inspect: actors.inspect,
  });
  useEffect(() => {
    if (!own) return;
    actors.follow.send({ type: "follow.sheet.open" });
    return () => actors.follow.send({ type: "follow.sheet.close" });
  }, [actors, own]);
  const rows = useSelector(users, (snapshot) => snapshot.context.users);
  const loading = useSelector(users, (snapshot) => snapshot.hasTag("loading"));
  const failed = useSelector(users, (snapshot) => snapshot.hasTag("failed"));
  const more = useSelector(
    users,
    (snapshot) => snapshot.context.ids !== null && snapshot.context.next < snapshot.context.ids.length,
  );
  const empty = useSelector(users, (snapshot) => snapshot.context.ids?.length === 0);

  return (
    <div className="subscriptions-sheet" aria-busy={loading}>
      {rows.length > 0 && (
        <ul className="subscriptions-sheet__list">
          {rows.map((user) => (
            <UserRow key={user.id} actors={actors} user={user} own={own} onClose={onClose} />
          ))}
        </ul>
      )}
      {loading && rows.length === 0 && <GhostList kind="list" count={4} />}
      {empty && (
        <p className="subscriptions-sheet__empty">
          {list === "followers" ? t("sheet.followersEmpty") : t("sheet.followingEmpty")}
        </p>
      )}
      {failed && (
        <div className="subscriptions-sheet__failed" role="alert">
          <p>{t("sheet.loadFailed")}</p>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => users.send({ type: "userList.retry" })}
          >
            {t("sheet.retry")}
          </button>
        </div>
      )}
      {more && !failed && (
        <button
          type="button"
          className="button button--ghost subscriptions-sheet__more"
          disabled={loading}
          aria-busy={loading || undefined}
          onClick={() => users.send({ type: "userList.more" })}
        >
          {t("sheet.more")}
        </button>
      )}
    </div>
  );
}

function UserRow({
  actors,
  user,
  own,
  onClose,
}: {
  readonly actors: FollowActors;
  readonly user: ListedUser;
  readonly own: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation("follow");
  const locale = useLocale();
  const view = useFollowButton(actors, user.id);
  // In the viewer's own following list an unfollowed row is kept, marked, until the sheet closes.
  const removed = own && view.kind === "follow";
  return (
    <li
      className={
        removed ? "subscriptions-sheet__row subscriptions-sheet__row--removed" : "subscriptions-sheet__row"
      }
      data-user-id={user.id}
    >
      <UserAvatar name={user.name} url={user.avatar} />
      <span className="subscriptions-sheet__who">
        <Link
          className="subscriptions-sheet__name"
          to="/$locale/user-profile/$userId/view"
          params={{ locale, userId: user.id }}
          onClick={onClose}
        >
          {user.name}
        </Link>
        {removed && <span className="subscriptions-sheet__removed">{t("sheet.unfollowed")}</span>}
      </span>
      <FollowToggle actors={actors} view={view} userId={user.id} userName={user.name} undo={removed} />
    </li>
  );
}
