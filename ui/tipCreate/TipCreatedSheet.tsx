import { Link } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { useTranslation } from "react-i18next";
import type { ActorRefFrom } from "xstate";
import { formatOdds } from "../../domain/sportsbook/formatOdds.ts";
import type { TipCreateMachine } from "../../machines/tipCreate/tipCreateMachine.ts";
import { useLocale } from "../app/hooks.ts";
import { Modal } from "../auth/Modal.tsx";
import { TipsIcon } from "../icons/UiIcons.tsx";

/** The success sheet: the published tip at the line's odds and its cost, and the way to it in the Tips tab. */
export function TipCreatedSheet({ create }: { readonly create: ActorRefFrom<TipCreateMachine> }) {
  const { t, i18n } = useTranslation("tipCreate");
  const locale = useLocale();
  const open = useSelector(create, (snapshot) => snapshot.hasTag("success"));
  const created = useSelector(create, (snapshot) => snapshot.context.created);
  const title = useSelector(create, (snapshot) => snapshot.context.draft.title.trim());
  // As in the creation sheet: the dialog's own late close counts only while this sheet is the machine's.
  const close = () => {
    if (create.getSnapshot().hasTag("success")) create.send({ type: "tipCreate.close" });
  };
  const cost =
    created && created.cost > 0
      ? t("successCost", { amount: new Intl.NumberFormat(i18n.language).format(created.cost) })
      : t("successFree");
  return (
    <Modal
      open={open && created !== null}
      onClose={close}
      title={t("successTitle")}
      icon={<TipsIcon size={24} />}
      labelId="tip-created-title"
    >
      {created && (
        <>
          <p className="modal__body">
            <strong>{title}</strong>
          </p>
          <p className="modal__body">{t("successBody", { odds: formatOdds(created.odds), cost })}</p>
          <div className="tip-create__actions">
            <button type="button" className="button button--ghost button--large" onClick={close}>
              {t("close")}
            </button>
            <Link
              to="/$locale/event/$id/tips"
              params={{ locale, id: created.eventId }}
              hash={`tip-${created.id}`}
              className="button button--primary button--large"
              onClick={close}
            >
              {t("seeTip")}
            </Link>
          </div>
        </>
      )}
    </Modal>
  );
}
