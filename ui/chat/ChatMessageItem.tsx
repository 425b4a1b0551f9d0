import { type MouseEvent, memo, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { ChatLanguage } from "../../domain/chat/chatMessage.ts";
import type { VisibleChatMessage } from "../../domain/chat/chatWindow.ts";
import { textIn } from "../../machines/chat/chatView.ts";
import { formatKickOffTime } from "../feed/kickOffTime.ts";
import { ChatAvatar } from "./ChatAvatar.tsx";
import { BlockIcon, MoreIcon, ReplyIcon, TrashIcon } from "./ChatIcons.tsx";
import { ChatText } from "./ChatText.tsx";

export interface ChatMessageActions {
  readonly onTap: (id: string) => void;
  readonly onReply: (id: string) => void;
  readonly onDelete: (id: string) => void;
  readonly onBlock: (userId: string, name: string) => void;
}

/**
 * One message: the author (picture or initials, name, a "fan" badge for the demo's simulated fans), the
 * time, the quote it replies to, and its text in the chat's language (or the placeholder of a deleted
 * one). Tapping it (or its ⋯ button, for the keyboard) toggles it active, which shows its actions: reply,
 * and delete for one's own or block its author for anyone else's.
 */
export const ChatMessageItem = memo(function ChatMessageItem({
  message,
  own,
  active,
  deleting,
  signedIn,
  locale,
  timeZone,
  actions,
}: {
  readonly message: VisibleChatMessage;
  readonly own: boolean;
  readonly active: boolean;
  readonly deleting: boolean;
  readonly signedIn: boolean;
  readonly locale: ChatLanguage;
  readonly timeZone: string;
  readonly actions: ChatMessageActions;
}) {
  const { t, i18n } = useTranslation("chat");
  const shown = textIn(message, locale);
  const actionsId = `chat-actions-${message.id}`;
  const actionsRef = useRef<HTMLDivElement>(null);
  // The actions open under the message: brought into the list's view (the last message's would be cut).
  useEffect(() => {
    if (active) actionsRef.current?.scrollIntoView({ block: "nearest" });
  }, [active]);
  const name = own ? t("you") : message.author.name;
  const tap = (event: MouseEvent) => {
    // A link or a button inside the message does its own thing.
    if ((event.target as HTMLElement).closest("a, button")) return;
    actions.onTap(message.id);
  };
  const classes = ["chat-message"];
  if (own) classes.push("chat-message--own");
  if (active) classes.push("chat-message--active");
  if (message.deleted) classes.push("chat-message--deleted");
  if (deleting) classes.push("chat-message--busy");

  return (
    <li className={classes.join(" ")} data-message-id={message.id} data-seq={message.seq}>
      <ChatAvatar author={message.author} />
      <div className="chat-message__main">
        {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a tap shortcut; the ⋯ button is the keyboard's way. */}
        <div className="chat-message__bubble" onClick={tap}>
          <p className="chat-message__meta">
            <span className="chat-message__author">{name}</span>
            {message.author.simulated && (
              <span className="chat-badge" title={t("fanHint")}>
                {t("fan")}
              </span>
            )}
            <time className="chat-message__time" dateTime={new Date(message.timestamp).toISOString()}>
              {formatKickOffTime(message.timestamp, timeZone, i18n.language)}
            </time>
          </p>
          {message.replyTo && (
            <p className="chat-quote">
              <ReplyIcon size={14} />
              <span className="chat-quote__author">{message.replyTo.authorName}</span>
              <span className="chat-quote__text">
                {message.replyTo.fromBlocked
                  ? t("replyBlocked")
                  : message.replyTo.deleted
                    ? t("replyDeleted")
                    : message.replyTo.excerpt}
              </span>
            </p>
          )}
          {message.deleted ? (
            <p className="chat-message__text chat-message__text--deleted">{t("deleted")}</p>
          ) : (
            <p className="chat-message__text" lang={shown.translated ? locale : message.language}>
              <ChatText text={shown.text} />
            </p>
          )}
          {shown.translated && !message.deleted && (
            <p className="chat-message__translated" title={t("showOriginal", { text: message.text })}>
              {t("translated")}
            </p>
          )}
          {deleting && <p className="chat-message__status">{t("deleting")}</p>}
        </div>
        {!message.deleted && (
          <button
            type="button"
            className="chat-message__more"
            aria-label={t("actions.label", { name: message.author.name })}
            aria-expanded={active}
            aria-controls={active ? actionsId : undefined}
            onClick={() => actions.onTap(message.id)}
          >
            <MoreIcon size={16} />
          </button>
        )}
        {active && !message.deleted && (
          <div ref={actionsRef} className="chat-message__actions" id={actionsId}>
            <button type="button" className="chat-action" onClick={() => actions.onReply(message.id)}>
              <ReplyIcon size={16} />
              {t("actions.reply")}
            </button>
            {own ? (
              <button
                type="button"
                className="chat-action chat-action--danger"
                disabled={deleting}
                onClick={() => actions.onDelete(message.id)}
              >
                <TrashIcon size={16} />
                {t("actions.delete")}
              </button>
            ) : (
              signedIn && (
                <button
                  type="button"
                  className="chat-action chat-action--danger"
                  onClick={() => actions.onBlock(message.author.id, message.author.name)}
                >
                  <BlockIcon size={16} />
                  {t("actions.block", { name: message.author.name })}
                </button>
              )
            )}
          </div>
        )}
      </div>
    </li>
  );
});
