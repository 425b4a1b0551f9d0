import { useTranslation } from "react-i18next";
import { formatOdds } from "../../domain/sportsbook/formatOdds.ts";
import type { TipCard } from "../../domain/tips/tipsQuery.ts";
import { Modal } from "../auth/Modal.tsx";
import { TipsIcon } from "../icons/UiIcons.tsx";
import { SalesCountdown } from "../tips/SalesCountdown.tsx";
import { usePickWords } from "./usePickWords.ts";

const RESULT_KEYS = {
  won: "resultWon",
  lost: "resultLost",
  void: "resultVoid",
  half_won: "resultHalfWon",
  half_lost: "resultHalfLost",
} as const;

/**
 * A tip's details: the selection, odds, cost, the sales countdown (or that sales are closed), the result
 * once settled, and the analysis when the viewer may read it (their own tip or one they bought: the server
 * sends the comment to no one else).
 */
export function TipDetailsSheet({
  tip,
  onClose,
}: {
  readonly tip: TipCard | null;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation("tipCreate");
  return (
    <Modal
      open={tip !== null}
      onClose={onClose}
      title={t("detailsTitle")}
      icon={<TipsIcon size={24} />}
      labelId="tip-details-title"
    >
      {tip && <TipDetails tip={tip} />}
    </Modal>
  );
}

function TipDetails({ tip }: { readonly tip: TipCard }) {
  const { t, i18n } = useTranslation("tipCreate");
  const { t: tipsT } = useTranslation("tips");
  const words = usePickWords(tip.selection);
  const cost =
    tip.cost.amount === 0
      ? tipsT("free")
      : tipsT("funAmount", { amount: new Intl.NumberFormat(i18n.language).format(tip.cost.amount) });
  const result = tip.predictionResult ? t(RESULT_KEYS[tip.predictionResult]) : t("resultPending");
  return (
    <div className="tip-details" data-tip-details={tip.id}>
      <p className="modal__body">
        <strong>{tip.title}</strong>
      </p>
      <dl className="tip-details__facts">
        <div>
          <dt>{t("tipster")}</dt>
          <dd>{tip.creator.name}</dd>
        </div>
        <div>
          <dt>{tipsT("pick")}</dt>
          <dd>
            {words.market} — {words.outcome}
          </dd>
        </div>
        <div>
          <dt>{tipsT("odds")}</dt>
          <dd>{formatOdds(tip.odds)}</dd>
        </div>
        <div>
          <dt>{t("cost")}</dt>
          <dd>{cost}</dd>
        </div>
        <div>
          <dt>{t("sales")}</dt>
          <dd>
            {tip.status === "active" ? (
              <SalesCountdown tipId={tip.id} endsAt={tip.eventStart} onEnded={() => {}} />
            ) : (
              tipsT("salesClosed")
            )}
          </dd>
        </div>
        <div>
          <dt>{t("result")}</dt>
          <dd>{result}</dd>
        </div>
      </dl>
      {tip.comment !== null ? (
        <section className="tip-card__comment" aria-label={tipsT("comment")}>
          <h3 className="tip-card__comment-title">{tipsT("comment")}</h3>
          <p>{tip.comment}</p>
        </section>
      ) : (
        <p className="tip-details__locked">{t("commentLocked")}</p>
      )}
    </div>
  );
}
