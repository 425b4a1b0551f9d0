import { useSelector } from "@xstate/react";
import { useCallback, useLayoutEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { ChatAuthor } from "../../domain/chat/chatMessage.ts";
import { hasUnread, isOwnMessage, shownMessages, shownPending } from "../../machines/chat/chatView.ts";
import { useLineSettings } from "../feed/useLineSettings.ts";
import { ArrowDownIcon } from "./ChatIcons.tsx";
import { type ChatMessageActions, ChatMessageItem } from "./ChatMessageItem.tsx";
import { ChatPendingItem } from "./ChatPendingItem.tsx";
import type { ChatActorRef } from "./useChat.ts";

/** How close to an end (px) counts as being there. */
const EDGE = 40;

interface Anchor {
  readonly id: string;
  /** Its top relative to the visible top of the list. */
  readonly offset: number;
}

/**
 * The messages, oldest first, in a list that scrolls. The machine decides what is held; this view only
 * reports where the reader is (`chat.scrolled`: at the top, at the bottom) and keeps their place: when
 * older messages come in above (or the oldest are trimmed) the message at the top of the view stays put,
 * and when the machine asks for the bottom (the newest page, the reader's own message) or the reader was
 * at the bottom as a message came, it scrolls there.
 */
export function ChatMessageList({
  chat,
  me,
}: {
  readonly chat: ChatActorRef;
  /** The reader as the author of their pending messages. */
  readonly me: ChatAuthor | null;
}) {
  const { t } = useTranslation("chat");
  const { timeZone } = useLineSettings();
  const messages = useSelector(chat, (snapshot) => shownMessages(snapshot.context));
  const pending = useSelector(chat, (snapshot) => shownPending(snapshot.context));
  const activeId = useSelector(chat, (snapshot) => snapshot.context.activeId);
  const deleting = useSelector(chat, (snapshot) => snapshot.context.deleting);
  const viewerId = useSelector(chat, (snapshot) => snapshot.context.viewerId);
  const locale = useSelector(chat, (snapshot) => snapshot.context.locale);
  const unread = useSelector(chat, (snapshot) => hasUnread(snapshot.context));
  const bottomRequest = useSelector(chat, (snapshot) => snapshot.context.bottomRequest);
  const loadingOlder = useSelector(chat, (snapshot) => snapshot.hasTag("loadingOlder"));
  const loadingNewer = useSelector(chat, (snapshot) => snapshot.hasTag("loadingNewer"));
  const scroller = useRef<HTMLDivElement>(null);
  const anchor = useRef<Anchor | null>(null);
  const frame = useRef(0);

  const actions = useMemo<ChatMessageActions>(
    () => ({
      onTap: (id) => chat.send({ type: "chat.message.tap", id }),
      onReply: (id) => chat.send({ type: "chat.reply.start", id }),
      onDelete: (id) => chat.send({ type: "chat.delete", id }),
      onBlock: (userId, name) => chat.send({ type: "chat.block.open", userId, name }),
    }),
    [chat],
  );

  /** Notes the message at the top of the view, and tells the machine where the reader is (if it changed). */
  const report = useCallback(() => {
    const list = scroller.current;
    if (!list) return;
    const top = list.scrollTop;
    const items = list.querySelectorAll<HTMLElement>("[data-message-id]");
    const first = [...items].find((item) => item.offsetTop + item.offsetHeight > top);
    anchor.current = first ? { id: first.dataset.messageId!, offset: first.offsetTop - top } : null;
    const atTop = top <= EDGE;
    const atBottom = list.scrollHeight - top - list.clientHeight <= EDGE;
    const known = chat.getSnapshot().context;
    if (known.atTop !== atTop || known.atBottom !== atBottom)
      chat.send({ type: "chat.scrolled", atTop, atBottom });
  }, [chat]);

  const onScroll = () => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(report);
  };

  // After each change of the list: the bottom if the reader was there, else the same message on top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the shown list changes.
  useLayoutEffect(() => {
    const list = scroller.current;
    if (!list) return;
    const { atBottom, window } = chat.getSnapshot().context;
    const held =
      anchor.current &&
      list.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(anchor.current.id)}"]`);
    if (atBottom && !window.hasMoreAfter) list.scrollTop = list.scrollHeight;
    else if (held && anchor.current) list.scrollTop = held.offsetTop - anchor.current.offset;
    report();
  }, [messages, pending]);

  // The machine asks for the bottom: a jump to the newest, the reader's own message.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the machine asks.
  useLayoutEffect(() => {
    const list = scroller.current;
    if (!list) return;
    list.scrollTop = list.scrollHeight;
    report();
  }, [bottomRequest]);

  // The list's own height changes (the reply chip, a growing text area, the widget's frame): a reader at
  // the bottom stays there.
  useLayoutEffect(() => {
    const list = scroller.current;
    if (!list || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      const { atBottom, window } = chat.getSnapshot().context;
      if (atBottom && !window.hasMoreAfter) list.scrollTop = list.scrollHeight;
    });
    observer.observe(list);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame.current);
    };
  }, [chat]);

  return (
    <div className="chat-list-frame">
      <div
        ref={scroller}
        className="chat-list"
        onScroll={onScroll}
        role="log"
        aria-label={t("list")}
        // A scrolling region is reached by the keyboard too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls; the keyboard must reach it.
        tabIndex={0}
      >
        {loadingOlder && (
          <p className="chat-list__status" role="status">
            <span className="chat-spinner" aria-hidden="true" />
            {t("loadingOlder")}
          </p>
        )}
        <ol className="chat-list__items">
          {messages.map((message) => (
            <ChatMessageItem
              key={message.id}
              message={message}
              own={isOwnMessage(viewerId, message)}
              active={activeId === message.id}
              deleting={deleting.includes(message.id)}
              signedIn={viewerId !== null}
              locale={locale}
              timeZone={timeZone.name}
              actions={actions}
            />
          ))}
          {me &&
            pending.map((item) => (
              <ChatPendingItem
                key={item.clientMessageId}
                pending={item}
                author={me}
                onRetry={() =>
                  chat.send({ type: "chat.pending.retry", clientMessageId: item.clientMessageId })
                }
                onDiscard={() =>
                  chat.send({ type: "chat.pending.discard", clientMessageId: item.clientMessageId })
                }
              />
            ))}
        </ol>
        {loadingNewer && !unread && (
          <p className="chat-list__status" role="status">
            <span className="chat-spinner" aria-hidden="true" />
            {t("loadingNewer")}
          </p>
        )}
      </div>
      {unread && (
        <button
          type="button"
          className="chat-new-messages"
          onClick={() => chat.send({ type: "chat.jumpToLatest" })}
          data-testid="chat-new-messages"
        >
          <ArrowDownIcon size={16} />
          {t("newMessages")}
        </button>
      )}
    </div>
  );
}
