import { useSelector } from "@xstate/react";
import { useTranslation } from "react-i18next";
import type { ActorRefFrom } from "xstate";
import { TipErrorCode } from "../../domain/tips/tipCommands.ts";
import type { TipPurchaseMachine } from "../../machines/tipPurchase/tipPurchaseMachine.ts";
import { Modal } from "../auth/Modal.tsx";
import { TipsIcon } from "../icons/UiIcons.tsx";

/** The unlock sheet of one tip: its cost, confirm or cancel, and why a purchase failed. */
export function UnlockSheet({
  purchase,
  title,
  formatFun,
}: {
  readonly purchase: ActorRefFrom<TipPurchaseMachine>;
  readonly title: string;
  readonly formatFun: (amount: number) => string;
}) {
  const { t } = useTranslation("tips");
  const open = useSelector(
    purchase,
    (snapshot) =>
      snapshot.matches("confirming") || snapshot.matches("purchasing") || snapshot.matches("failed"),
  );
  const busy = useSelector(purchase, (snapshot) => snapshot.hasTag("busy"));
  const failure = useSelector(purchase, (snapshot) =>
    snapshot.matches("failed") ? snapshot.context.failure : null,
  );
  const cost = useSelector(purchase, (snapshot) => snapshot.context.cost);
  const tipId = useSelector(purchase, (snapshot) => snapshot.context.tipId);
  const amount = formatFun(cost);
  const labelId = `unlock-${tipId}`;
  return (
    <Modal
      open={open}
      onClose={() => purchase.send({ type: "tipPurchase.cancel" })}
      title={t("unlockTitle")}
      icon={<TipsIcon size={24} />}
      labelId={labelId}
    >
      <p className="modal__body">
        <strong>{title}</strong>
      </p>
      <p className="modal__body">{t("unlockBody", { amount })}</p>
      {failure && (
        <p className="unlock-sheet__error" role="alert">
          {failure.code === TipErrorCode.insufficientFunds
            ? t("failedFunds")
            : failure.code === TipErrorCode.salesClosed
              ? t("failedClosed")
              : t("failedOther")}
        </p>
      )}
      <div className="unlock-sheet__actions">
        <button
          type="button"
          className="button button--ghost button--large"
          onClick={() => purchase.send({ type: "tipPurchase.cancel" })}
          disabled={busy}
        >
          {t("cancel")}
        </button>
        <button
          type="button"
          className="button button--primary button--large"
          onClick={() => purchase.send({ type: "tipPurchase.confirm" })}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? t("purchasing") : failure ? t("retry") : t("unlock", { amount })}
        </button>
      </div>
    </Modal>
  );
}
