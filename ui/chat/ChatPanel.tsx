import { useSelector } from "@xstate/react";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import type { ChatAuthor } from "../../domain/chat/chatMessage.ts";
import { isEmptyChat } from "../../machines/chat/chatView.ts";
import type { ChatRoot } from "../app/chatActors.ts";
import { EmptyState } from "../common/EmptyState.tsx";
import { GhostList } from "../common/GhostList.tsx";
import { WarningIcon } from "../icons/UiIcons.tsx";
import { BlockUserModal } from "./BlockUserModal.tsx";
import { ChatComposer } from "./ChatComposer.tsx";
import { ChatHeader } from "./ChatHeader.tsx";
import { BubbleIcon } from "./ChatIcons.tsx";
import { ChatMessageList } from "./ChatMessageList.tsx";
import { ChatSignInPrompt } from "./ChatSignInPrompt.tsx";
import { type ChatActorRef, useChatActor } from "./useChat.ts";

/**
 * One event's live chat (issue 11): the header (title, people online, reading language), the messages with
 * their loading, empty and failed states, the "new messages" button, the composer for a signed-in reader
 * or the sign-in prompt for a visitor, and the blocking modal. The same panel is the event's chat tab and
 * the compact widget.
 */
export function ChatPanel({
  root,
  eventId,
  compact = false,
  headerEnd,
}: {
  readonly root: ChatRoot;
  readonly eventId: string;
  readonly compact?: boolean;
  readonly headerEnd?: ReactNode;
}) {
  const chat = useChatActor(root, eventId);
  const titleId = useId();
  return (
    <section className={compact ? "chat chat--compact" : "chat"} aria-labelledby={titleId} data-testid="chat">
      <ChatHeader chat={chat} titleId={titleId}>
        {headerEnd}
      </ChatHeader>
      <ChatBody chat={chat} root={root} />
      <ChatFooter chat={chat} root={root} compact={compact} />
      <BlockUserModal chat={chat} />
    </section>
  );
}

function ChatBody({ chat, root }: { readonly chat: ChatActorRef; readonly root: ChatRoot }) {
  const { t } = useTranslation("chat");
  const loading = useSelector(chat, (snapshot) => snapshot.hasTag("loading"));
  const failed = useSelector(chat, (snapshot) => snapshot.hasTag("failed"));
  const empty = useSelector(chat, (snapshot) => snapshot.hasTag("ready") && isEmptyChat(snapshot.context));
  const offline = useSelector(
    chat,
    (snapshot) =>
      snapshot.hasTag("ready") && !snapshot.context.connected && snapshot.context.usersOnline !== null,
  );
  const me = useMe(root);
  if (loading) return <ChatLoading />;
  if (failed)
    return (
      <div className="chat-state">
        <EmptyState icon={<WarningIcon size={26} />} title={t("failed.title")} body={t("failed.body")} />
        <button
          type="button"
          className="button button--ghost"
          onClick={() => chat.send({ type: "chat.retry" })}
        >
          {t("failed.retry")}
        </button>
      </div>
    );
  return (
    <>
      {offline && (
        <p className="chat-notice" role="status">
          {t("reconnecting")}
        </p>
      )}
      {empty ? (
        <div className="chat-state">
          <EmptyState icon={<BubbleIcon size={26} />} title={t("empty.title")} body={t("empty.body")} />
        </div>
      ) : (
        <ChatMessageList chat={chat} me={me} />
      )}
    </>
  );
}

/** The reader as the author of the messages they send (their profile's name and picture). */
const useMe = (root: ChatRoot): ChatAuthor | null => {
  const profile = useSelector(root.profile, (snapshot) => snapshot.context.profile);
  return profile
    ? { id: profile.id, name: profile.name, avatarUrl: profile.avatarUrl, simulated: false }
    : null;
};

function ChatFooter({
  chat,
  root,
  compact,
}: {
  readonly chat: ChatActorRef;
  readonly root: ChatRoot;
  readonly compact: boolean;
}) {
  const signedIn = useSelector(root.session, (snapshot) => snapshot.hasTag("signedIn"));
  const sessionLoading = useSelector(root.session, (snapshot) => snapshot.hasTag("loading"));
  const known = useSelector(chat, (snapshot) => snapshot.context.viewerId !== null);
  // While the session reads its token, or the profile loads, neither the prompt nor a composer that
  // would send the reader to sign in.
  if (sessionLoading || (signedIn && !known))
    return <div className="chat-footer-placeholder" aria-hidden="true" />;
  return signedIn ? <ChatComposer chat={chat} compact={compact} /> : <ChatSignInPrompt />;
}

/** The list's placeholder while the first page loads (and the server's render of the tab). */
export function ChatLoading() {
  const { t } = useTranslation("chat");
  return (
    <div className="chat-loading" role="status" aria-busy="true" aria-label={t("loading")}>
      <GhostList kind="list" count={6} />
    </div>
  );
}

/** The chat as the server renders it and the browser's first render matches: its frame, loading. */
export function ChatShell({ compact = false }: { readonly compact?: boolean }) {
  const titleId = useId();
  return (
    <section className={compact ? "chat chat--compact" : "chat"} aria-labelledby={titleId}>
      <ChatHeader chat={null} titleId={titleId} />
      <ChatLoading />
      <div className="chat-footer-placeholder" aria-hidden="true" />
    </section>
  );
}
