import { useSelector } from "@xstate/react";
import type { KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { CHAT_TEXT_MAX } from "../../domain/chat/chatMessage.ts";
import { normaliseChatText } from "../../domain/chat/chatText.ts";
import { CloseIcon } from "../icons/UiIcons.tsx";
import { ReplyIcon, SendIcon } from "./ChatIcons.tsx";
import type { ChatActorRef } from "./useChat.ts";

/**
 * Where a signed-in reader writes: the reply chip (with its cancel) above a text area that grows with the
 * text; Enter sends, Shift+Enter starts a new line; a counter of the 500 characters allowed, and the send
 * button enabled only for a text of 1 to 500 (the machine checks the same rule).
 */
export function ChatComposer({
  chat,
  compact = false,
}: {
  readonly chat: ChatActorRef;
  readonly compact?: boolean;
}) {
  const { t } = useTranslation("chat");
  const draft = useSelector(chat, (snapshot) => snapshot.context.draft);
  const replyTo = useSelector(chat, (snapshot) => snapshot.context.replyTo);
  const length = [...draft.trim()].length;
  const valid = normaliseChatText(draft) !== undefined;
  const send = () => chat.send({ type: "chat.send" });
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An input method composing a word uses Enter to confirm it.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (valid) send();
  };

  return (
    <form
      className={compact ? "chat-composer chat-composer--compact" : "chat-composer"}
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) send();
      }}
    >
      {replyTo && (
        <div className="chat-reply-chip">
          <ReplyIcon size={16} />
          <span className="chat-reply-chip__text">
            <span className="chat-reply-chip__who">{t("replyingTo", { name: replyTo.author.name })}</span>
            <span className="chat-reply-chip__excerpt">{replyTo.text}</span>
          </span>
          <button
            type="button"
            className="chat-reply-chip__cancel"
            aria-label={t("cancelReply")}
            onClick={() => chat.send({ type: "chat.reply.cancel" })}
          >
            <CloseIcon size={16} />
          </button>
        </div>
      )}
      <div className="chat-composer__row">
        <textarea
          className="chat-composer__input"
          aria-label={t("composer.label")}
          aria-describedby="chat-composer-hint"
          placeholder={t("composer.placeholder")}
          rows={1}
          value={draft}
          onChange={(event) => chat.send({ type: "chat.draft.change", text: event.target.value })}
          onKeyDown={onKeyDown}
        />
        <button
          type="submit"
          className="chat-composer__send"
          disabled={!valid}
          aria-label={t("composer.send")}
        >
          <SendIcon size={18} />
        </button>
      </div>
      <p className="chat-composer__foot">
        <span id="chat-composer-hint" className="chat-composer__hint">
          {t("composer.hint")}
        </span>
        <span
          className={
            length > CHAT_TEXT_MAX
              ? "chat-composer__count chat-composer__count--over"
              : "chat-composer__count"
          }
        >
          {t("composer.count", { length, max: CHAT_TEXT_MAX })}
        </span>
      </p>
    </form>
  );
}
