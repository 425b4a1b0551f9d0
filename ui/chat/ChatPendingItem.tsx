import { useTranslation } from "react-i18next";
import type { ChatAuthor } from "../../domain/chat/chatMessage.ts";
import type { PendingMessage } from "../../machines/chat/chatPending.ts";
import { ChatAvatar } from "./ChatAvatar.tsx";
import { ReplyIcon } from "./ChatIcons.tsx";
import { ChatText } from "./ChatText.tsx";

/** A message of the reader's not answered yet: greyed while it goes, with retry and discard if it failed. */
export function ChatPendingItem({
  pending,
  author,
  onRetry,
  onDiscard,
}: {
  readonly pending: PendingMessage;
  readonly author: ChatAuthor;
  readonly onRetry: () => void;
  readonly onDiscard: () => void;
}) {
  const { t } = useTranslation("chat");
  const failed = pending.status === "failed";
  return (
    <li
      className={`chat-message chat-message--own chat-message--pending${failed ? " chat-message--failed" : ""}`}
      data-client-message-id={pending.clientMessageId}
    >
      <ChatAvatar author={author} />
      <div className="chat-message__main">
        <div className="chat-message__bubble">
          <p className="chat-message__meta">
            <span className="chat-message__author">{t("you")}</span>
          </p>
          {pending.replyTo && (
            <p className="chat-quote">
              <ReplyIcon size={14} />
              <span className="chat-quote__author">{pending.replyTo.authorName}</span>
              <span className="chat-quote__text">{pending.replyTo.excerpt}</span>
            </p>
          )}
          <p className="chat-message__text">
            <ChatText text={pending.text} />
          </p>
          {failed ? (
            <p className="chat-message__status chat-message__status--failed" role="alert">
              {t("pending.failed")}
              <button type="button" className="chat-link-button" onClick={onRetry}>
                {t("pending.retry")}
              </button>
              <button type="button" className="chat-link-button" onClick={onDiscard}>
                {t("pending.discard")}
              </button>
            </p>
          ) : (
            <p className="chat-message__status">{t("pending.sending")}</p>
          )}
        </div>
      </div>
    </li>
  );
}
