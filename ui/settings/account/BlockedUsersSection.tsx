import "../../follow/follow.css";
import "./blockedUsers.css";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { BlockedUser } from "../../../machines/chat/blockedUsersMachine.ts";
import { blockedUsersActorsOf, connectBlockedUsers } from "../../app/blockedUsersActors.ts";
import type { ChatRoot } from "../../app/chatActors.ts";
import { GhostList } from "../../common/GhostList.tsx";
import { UserAvatar } from "../../follow/UserAvatar.tsx";

const sameIds = (a: ReadonlyArray<string>, b: ReadonlyArray<string>) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * The blocked users list of the settings (accounts spec sections 2 and 9): whom the reader blocked in the
 * chat, each with an unblock button. The list follows the auth profile (a block made in a chat shows here).
 */
export function BlockedUsersSection({ root }: { readonly root: ChatRoot }) {
  const { t } = useTranslation("chat");
  const titleId = useId();
  const ids = useSelector(
    root.profile,
    (snapshot) => snapshot.context.profile?.blockedChatUsers.map((user) => user.blockedUserId) ?? [],
    sameIds,
  );
  const list = useActorRef(blockedUsersActorsOf(root).logic, {
    input: { ids },
    ...(root.chat.inspect ? { inspect: root.chat.inspect } : {}),
  });
  useEffect(() => list.send({ type: "blockedUsers.ids", ids }), [list, ids]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per actor; the words are read when needed.
  useEffect(
    () =>
      connectBlockedUsers(root, list, {
        unblocked: (name) => t("toast.unblocked", { name }),
        failed: () => t("toast.unblockFailed"),
      }),
    [list],
  );
  const users = useSelector(list, (snapshot) => snapshot.context.users);
  const loading = useSelector(list, (snapshot) => snapshot.hasTag("loading"));
  const failed = useSelector(list, (snapshot) => snapshot.hasTag("failed"));
  const unblocking = useSelector(list, (snapshot) => snapshot.context.unblocking);
  const shown = useMemo(() => users ?? [], [users]);

  return (
    <section className="settings-section blocked-users" aria-labelledby={titleId} data-testid="blocked-users">
      <header className="settings-section__header">
        <h2 id={titleId} className="settings-section__title">
          {t("settings.title")}
        </h2>
        <p className="settings-section__description">{t("settings.description")}</p>
      </header>
      <div className="settings-section__body">
        {failed ? (
          <div className="blocked-users__failed" role="alert">
            <p>{t("settings.loadFailed")}</p>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => list.send({ type: "blockedUsers.retry" })}
            >
              {t("settings.retry")}
            </button>
          </div>
        ) : loading && shown.length === 0 && ids.length > 0 ? (
          <div role="status" aria-busy="true" aria-label={t("settings.loading")}>
            <GhostList kind="list" count={Math.min(ids.length, 3)} />
          </div>
        ) : shown.length === 0 ? (
          <p className="blocked-users__empty">{t("settings.empty")}</p>
        ) : (
          <ul className="blocked-users__list">
            {shown.map((user) => (
              <BlockedUserRow
                key={user.id}
                user={user}
                busy={unblocking === user.id}
                disabled={unblocking !== null}
                onUnblock={() => list.send({ type: "blockedUsers.unblock", userId: user.id })}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function BlockedUserRow({
  user,
  busy,
  disabled,
  onUnblock,
}: {
  readonly user: BlockedUser;
  readonly busy: boolean;
  readonly disabled: boolean;
  readonly onUnblock: () => void;
}) {
  const { t } = useTranslation("chat");
  return (
    <li className="blocked-users__row" data-user-id={user.id}>
      <UserAvatar name={user.name} url={user.avatar} />
      <span className="blocked-users__name">{user.name}</span>
      <button
        type="button"
        className="button button--ghost"
        disabled={disabled}
        aria-busy={busy || undefined}
        aria-label={t("settings.unblockName", { name: user.name })}
        onClick={onUnblock}
      >
        {busy ? t("settings.unblocking") : t("settings.unblock")}
      </button>
    </li>
  );
}
