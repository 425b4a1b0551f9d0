import { useSelector } from "@xstate/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ChatLanguage } from "../../domain/chat/chatMessage.ts";
import { LOCALES } from "../../domain/i18n/locales.ts";
import { UsersIcon } from "../icons/UiIcons.tsx";
import { BubbleIcon, TranslateIcon } from "./ChatIcons.tsx";
import type { ChatActorRef } from "./useChat.ts";

/** The chat's title, how many are in it now, the language messages are read in, and the frame's own buttons. */
export function ChatHeader({
  chat,
  titleId,
  children,
}: {
  readonly chat: ChatActorRef | null;
  readonly titleId: string;
  /** The widget's close and open-as-tab buttons. */
  readonly children?: ReactNode;
}) {
  const { t } = useTranslation("chat");
  return (
    <header className="chat-header">
      <span className="card__icon" aria-hidden="true">
        <BubbleIcon size={18} />
      </span>
      <h2 id={titleId} className="chat-header__title">
        {t("title")}
      </h2>
      {chat && <ChatOnline chat={chat} />}
      <span className="chat-header__end">
        {chat && <ChatLocalePicker chat={chat} />}
        {children}
      </span>
    </header>
  );
}

function ChatOnline({ chat }: { readonly chat: ChatActorRef }) {
  const { t } = useTranslation("chat");
  const online = useSelector(chat, (snapshot) => snapshot.context.usersOnline);
  if (online === null) return null;
  return (
    <span className="chat-online" title={t("onlineLabel", { count: online })} data-testid="chat-online">
      <span className="live-dot" aria-hidden="true" />
      <UsersIcon size={14} />
      {t("online", { count: online })}
    </span>
  );
}

function ChatLocalePicker({ chat }: { readonly chat: ChatActorRef }) {
  const { t } = useTranslation("chat");
  const locale = useSelector(chat, (snapshot) => snapshot.context.locale);
  return (
    <span className="chat-locale" title={t("locale.label")}>
      <TranslateIcon size={16} />
      <select
        className="chat-locale__select"
        aria-label={t("locale.label")}
        value={locale}
        onChange={(event) =>
          chat.send({ type: "chat.locale.choose", language: event.target.value as ChatLanguage })
        }
      >
        {LOCALES.map((option) => (
          <option key={option.language} value={option.language}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}
