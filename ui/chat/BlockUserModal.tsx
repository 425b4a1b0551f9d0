import { useSelector } from "@xstate/react";
import { useTranslation } from "react-i18next";
import { Modal } from "../auth/Modal.tsx";
import { BlockIcon } from "./ChatIcons.tsx";
import type { ChatActorRef } from "./useChat.ts";

/**
 * The blocking modal (accounts spec section 2): opened from a message's actions, it says what blocking
 * does and asks to confirm; the call runs with the modal open, and a failure is said there.
 */
export function BlockUserModal({ chat }: { readonly chat: ChatActorRef }) {
  const { t } = useTranslation("chat");
  const target = useSelector(chat, (snapshot) => snapshot.context.blockTarget);
  const open = useSelector(
    chat,
    (snapshot) => snapshot.matches({ blocking: "confirming" }) || snapshot.matches({ blocking: "blocking" }),
  );
  const busy = useSelector(chat, (snapshot) => snapshot.matches({ blocking: "blocking" }));
  const failed = useSelector(chat, (snapshot) => snapshot.context.blockFailure !== null);
  const name = target?.name ?? "";
  return (
    <Modal
      open={open}
      onClose={() => chat.send({ type: "chat.block.cancel" })}
      title={t("block.title", { name })}
      icon={<BlockIcon size={22} />}
      tone="error"
      labelId="chat-block-title"
    >
      <p className="modal__body">{t("block.body", { name })}</p>
      {failed && (
        <p className="chat-block__failed" role="alert">
          {t("block.failed", { name })}
        </p>
      )}
      <div className="chat-block__actions">
        <button
          type="button"
          className="button button--ghost button--large"
          disabled={busy}
          onClick={() => chat.send({ type: "chat.block.cancel" })}
        >
          {t("block.cancel")}
        </button>
        <button
          type="button"
          className="button button--large chat-block__confirm"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => chat.send({ type: "chat.block.confirm" })}
          data-testid="chat-block-confirm"
        >
          {busy ? t("block.blocking") : t("block.confirm")}
        </button>
      </div>
    </Modal>
  );
}
