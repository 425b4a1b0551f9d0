import { useSelector } from "@xstate/react";
import { useTranslation } from "react-i18next";
import type { ActorRefFrom } from "xstate";
import type { FeedEvent } from "../../domain/feed/tree.ts";
import { formatOdds } from "../../domain/sportsbook/formatOdds.ts";
import type { TipCreateMachine, TipCreateSelection } from "../../machines/tipCreate/tipCreateMachine.ts";
import { TIP_DRAFT_LIMITS, type TipDraftField, tipDraftProblems } from "../../machines/tipCreate/tipDraft.ts";
import { liveOutcomeOf } from "../../machines/tipCreate/tipSelectionOf.ts";
import { Modal } from "../auth/Modal.tsx";
import { TipsIcon } from "../icons/UiIcons.tsx";
import { TipField } from "./TipField.tsx";
import { failureKey, problemKey } from "./tipCreateWords.ts";
import { usePickWords } from "./usePickWords.ts";

type TipCreateRef = ActorRefFrom<TipCreateMachine>;

/**
 * The creation sheet: the chosen outcome in words with its odds now (display only: the server takes its
 * own), then title, analysis and cost. Problems show after a refused submit; a refusal by the server says
 * why in words and keeps the draft.
 */
export function TipCreateSheet({
  create,
  event,
}: {
  readonly create: TipCreateRef;
  readonly event: FeedEvent;
}) {
  const { t } = useTranslation("tipCreate");
  const open = useSelector(create, (snapshot) => snapshot.hasTag("sheet"));
  const selection = useSelector(create, (snapshot) => snapshot.context.selection);
  return (
    <Modal
      open={open && selection !== null}
      // NOTE: the dialog reports its close after the fact, also when it closed because the machine moved on
      // (to the success sheet): only a close while this sheet is the machine's is the viewer's.
      onClose={() => {
        if (create.getSnapshot().hasTag("sheet")) create.send({ type: "tipCreate.close" });
      }}
      title={t("sheetTitle")}
      icon={<TipsIcon size={24} />}
      labelId="tip-create-title"
    >
      {selection && <TipCreateForm create={create} event={event} selection={selection} />}
    </Modal>
  );
}

function TipCreateForm({
  create,
  event,
  selection,
}: {
  readonly create: TipCreateRef;
  readonly event: FeedEvent;
  readonly selection: TipCreateSelection;
}) {
  const { t, i18n } = useTranslation("tipCreate");
  const draft = useSelector(create, (snapshot) => snapshot.context.draft);
  const showProblems = useSelector(create, (snapshot) => snapshot.context.showProblems);
  const failure = useSelector(create, (snapshot) => snapshot.context.failure);
  const busy = useSelector(create, (snapshot) => snapshot.hasTag("busy"));
  const words = usePickWords(selection);
  const live = liveOutcomeOf(event, selection);
  const problems = showProblems ? tipDraftProblems(draft) : {};
  const number = new Intl.NumberFormat(i18n.language);
  const limits = {
    title: { max: number.format(TIP_DRAFT_LIMITS.titleMaxLength) },
    comment: { max: number.format(TIP_DRAFT_LIMITS.commentMaxLength) },
    cost: { max: number.format(TIP_DRAFT_LIMITS.costMax) },
  };
  const problemOf = (field: TipDraftField): string | null => {
    const problem = problems[field];
    return problem ? t(problemKey(field, problem), limits[field]) : null;
  };

  return (
    <form
      className="tip-create"
      noValidate
      onSubmit={(submitted) => {
        submitted.preventDefault();
        create.send({ type: "tipCreate.submit" });
      }}
    >
      <dl className="tip-create__pick">
        <div className="tip-create__fact tip-create__fact--wide">
          <dt>{t("pick")}</dt>
          <dd>
            <span className="tip-create__market">{words.market}</span>
            <span className="tip-create__outcome">{words.outcome}</span>
          </dd>
        </div>
        <div className="tip-create__fact">
          <dt>{t("oddsNow")}</dt>
          <dd className="tip-create__odds">{formatOdds(live?.odds ?? selection.odds)}</dd>
        </div>
      </dl>
      <p className="tip-create__note">{live && !live.open ? t("marketClosed") : t("oddsNote")}</p>
      <TipField
        name="title"
        label={t("titleLabel")}
        value={draft.title}
        onChange={(value) => create.send({ type: "tipCreate.title.change", value })}
        problem={problemOf("title")}
        hint={t("titleHint", limits.title)}
        disabled={busy}
      />
      <TipField
        name="comment"
        label={t("commentLabel")}
        value={draft.comment}
        onChange={(value) => create.send({ type: "tipCreate.comment.change", value })}
        problem={problemOf("comment")}
        hint={t("commentHint")}
        disabled={busy}
        multiline
      />
      <TipField
        name="cost"
        label={t("costLabel")}
        value={draft.cost}
        onChange={(value) => create.send({ type: "tipCreate.cost.change", value })}
        problem={problemOf("cost")}
        hint={t("costHint", limits.cost)}
        disabled={busy}
        inputMode="numeric"
      />
      {failure && (
        <p className="tip-create__failure" role="alert">
          {t(failureKey(failure))}
        </p>
      )}
      <div className="tip-create__actions">
        <button
          type="button"
          className="button button--ghost button--large"
          onClick={() => create.send({ type: "tipCreate.close" })}
          disabled={busy}
        >
          {t("cancel")}
        </button>
        <button
          type="submit"
          className="button button--primary button--large"
          disabled={busy}
          aria-busy={busy}
          data-testid="tip-create-submit"
        >
          {busy ? t("publishing") : t("publish")}
        </button>
      </div>
    </form>
  );
}
