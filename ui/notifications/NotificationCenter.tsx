import { Link } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { Notification } from "../../domain/notifications/notificationFeed.ts";
import { useAppActors, useLocale } from "../app/hooks.ts";
import { type NotificationFeedActorRef, notificationFeedOf } from "../app/notificationActors.ts";
import { notificationDepsOf } from "../app/notificationDeps.ts";
import { CloseIcon } from "../icons/UiIcons.tsx";
import { BellIcon } from "../settings/account/SettingsIcons.tsx";
import { notificationLines, notificationLink } from "./notificationText.ts";
import "./notifications.css";

/** The badge's number: more than 99 shows as 99+. */
const badgeOf = (count: number) => (count > 99 ? "99+" : String(count));

/**
 * The header's bell (issue 11 item 7) with the unread count, and its panel: the feed newest first, paged,
 * each notification marked read when followed, all of them at once from the panel's head. The feed is the
 * app's one machine; this chunk loads once a signed-in page is the browser's.
 */
export default function NotificationCenter() {
  const { t } = useTranslation("notifications");
  const feed = notificationFeedOf(notificationDepsOf(useAppActors()));
  const unread = useSelector(feed, (s) => s.context.unread);
  const open = useSelector(feed, (s) => s.hasTag("open"));
  const signedIn = useSelector(feed, (s) => !s.matches("signedOut"));
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") feed.send({ type: "notifications.panel.close" });
    };
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node))
        feed.send({ type: "notifications.panel.close" });
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, feed]);

  // Until the feed knows whose it is (the profile loads after the session), there is no bell to press.
  if (!signedIn) return null;
  return (
    <div className="notification-center" ref={root}>
      <button
        type="button"
        className="icon-button notification-bell"
        aria-label={
          unread > 0 ? t("notifications.bell.labelUnread", { count: unread }) : t("notifications.bell.label")
        }
        aria-expanded={open}
        aria-controls="notification-panel"
        data-testid="notification-bell"
        onClick={() => feed.send({ type: open ? "notifications.panel.close" : "notifications.panel.open" })}
      >
        <BellIcon size={20} />
        {unread > 0 && (
          <span className="notification-bell__badge" data-testid="notification-unread" aria-hidden="true">
            {badgeOf(unread)}
          </span>
        )}
      </button>
      {open && <NotificationPanel feed={feed} />}
    </div>
  );
}

function NotificationPanel({ feed }: { readonly feed: NotificationFeedActorRef }) {
  const { t } = useTranslation("notifications");
  const locale = useLocale();
  const items = useSelector(feed, (s) => s.context.items);
  const unread = useSelector(feed, (s) => s.context.unread);
  const hasMore = useSelector(feed, (s) => s.context.hasMore);
  const loading = useSelector(feed, (s) => s.hasTag("loading"));
  const loadingMore = useSelector(feed, (s) => s.hasTag("loadingMore"));
  const failed = useSelector(feed, (s) => s.hasTag("failed"));
  const close = () => feed.send({ type: "notifications.panel.close" });
  return (
    <section
      id="notification-panel"
      className="notification-panel"
      aria-labelledby="notification-panel-title"
      data-testid="notification-panel"
    >
      <header className="notification-panel__head">
        <h2 id="notification-panel-title" className="notification-panel__title">
          {t("notifications.panel.title")}
        </h2>
        <button
          type="button"
          className="button button--ghost notification-panel__mark"
          disabled={unread === 0}
          onClick={() => feed.send({ type: "notifications.markAllRead" })}
        >
          {t("notifications.panel.markAll")}
        </button>
        <button
          type="button"
          className="icon-button notification-panel__close"
          aria-label={t("notifications.panel.close")}
          onClick={close}
        >
          <CloseIcon size={18} />
        </button>
      </header>
      <div className="notification-panel__body" aria-busy={loading || undefined}>
        {failed && items.length === 0 ? (
          <div className="notification-panel__state" role="alert">
            <p>{t("notifications.panel.failed")}</p>
            <button
              type="button"
              className="button"
              onClick={() => feed.send({ type: "notifications.retry" })}
            >
              {t("notifications.panel.retry")}
            </button>
          </div>
        ) : loading && items.length === 0 ? (
          <ul className="notification-list" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <li key={i} className="notification-item notification-item--skeleton">
                <span className="ghost notification-item__ghost-dot" />
                <span className="ghost notification-item__ghost-line" />
              </li>
            ))}
          </ul>
        ) : items.length === 0 ? (
          <div className="notification-panel__state">
            <span className="notification-panel__empty-icon" aria-hidden="true">
              <BellIcon size={28} />
            </span>
            <p className="notification-panel__empty">{t("notifications.panel.empty")}</p>
            <p className="notification-panel__hint">{t("notifications.panel.emptyHint")}</p>
          </div>
        ) : (
          <ul className="notification-list" data-testid="notification-list">
            {items.map((item) => (
              <NotificationRow key={item.id} item={item} feed={feed} />
            ))}
          </ul>
        )}
        {hasMore && items.length > 0 && (
          <button
            type="button"
            className="button button--ghost notification-panel__more"
            disabled={loadingMore}
            onClick={() => feed.send({ type: "notifications.more" })}
          >
            {t("notifications.panel.more")}
          </button>
        )}
      </div>
      <footer className="notification-panel__foot">
        <Link to="/$locale/settings/notifications" params={{ locale }} onClick={close}>
          {t("notifications.panel.settings")}
        </Link>
      </footer>
    </section>
  );
}

function NotificationRow({
  item,
  feed,
}: {
  readonly item: Notification;
  readonly feed: NotificationFeedActorRef;
}) {
  const { t, i18n } = useTranslation("notifications");
  const locale = useLocale();
  const { title, detail } = notificationLines(t, item);
  const link = notificationLink(item);
  const time = new Date(item.createdAt).toLocaleString(i18n.language, {
    hour: "2-digit",
    minute: "2-digit",
    day: "numeric",
    month: "short",
  });
  const markRead = () => {
    if (!item.read) feed.send({ type: "notifications.markRead", ids: [item.id] });
    feed.send({ type: "notifications.panel.close" });
  };
  const content = (
    <>
      <span
        className={
          item.read ? "notification-item__dot" : "notification-item__dot notification-item__dot--unread"
        }
      >
        {!item.read && <span className="notification-sr">{t("notifications.panel.unread")}</span>}
      </span>
      <span className="notification-item__text">
        <span className="notification-item__title">{title}</span>
        {detail !== null && <span className="notification-item__detail">{detail}</span>}
        <time className="notification-item__time" dateTime={new Date(item.createdAt).toISOString()}>
          {time}
        </time>
      </span>
    </>
  );
  return (
    <li
      className={item.read ? "notification-item" : "notification-item notification-item--unread"}
      data-notification-id={item.id}
    >
      {link?.kind === "event" ? (
        <Link
          to="/$locale/event/$id"
          params={{ locale, id: link.id }}
          className="notification-item__link"
          onClick={markRead}
        >
          {content}
        </Link>
      ) : link?.kind === "user" ? (
        <Link
          to="/$locale/user-profile/$userId/view"
          params={{ locale, userId: link.id }}
          className="notification-item__link"
          onClick={markRead}
        >
          {content}
        </Link>
      ) : (
        <button
          type="button"
          className="notification-item__link"
          onClick={() => feed.send({ type: "notifications.markRead", ids: [item.id] })}
        >
          {content}
        </button>
      )}
    </li>
  );
}
