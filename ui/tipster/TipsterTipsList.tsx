import { useSelector } from "@xstate/react";
import { useTranslation } from "react-i18next";
import { formatOdds } from "../../domain/sportsbook/formatOdds.ts";
import type { TipCard } from "../../domain/tips/tipsQuery.ts";
import type { TipsterTipsRequest } from "../../domain/tips/tipsterProfileQuery.ts";
import { useAppActors } from "../app/hooks.ts";
import { tipsterProfileActorsOf, tipsterTipsKey } from "../app/tipsterProfileActors.ts";
import { usePageActor } from "../app/usePageActor.ts";
import { Card } from "../common/Card.tsx";
import { EmptyState } from "../common/EmptyState.tsx";
import { useLineSettings } from "../feed/useLineSettings.ts";
import { TipsIcon, WarningIcon } from "../icons/UiIcons.tsx";
import { TipCardView } from "../tips/TipCardView.tsx";
import { TipsSkeleton } from "../tips/TipsSkeleton.tsx";

const EMPTY = {
  active: { title: "list.activeEmptyTitle", body: "list.activeEmptyBody" },
  closed: { title: "list.closedEmptyTitle", body: "list.closedEmptyBody" },
  orders: { title: "list.ordersEmptyTitle", body: "list.ordersEmptyBody" },
} as const;

/** One of the profile's tip lists, by the machine its route prefetched on the server (not the bought tips). */
export function TipsterTipsList({ request }: { readonly request: TipsterTipsRequest }) {
  const { t } = useTranslation("tipster");
  const actors = tipsterProfileActorsOf(useAppActors());
  const { timeZone } = useLineSettings();
  const page = usePageActor(actors.tips, {
    key: tipsterTipsKey(request),
    input: request,
    id: "tipsterTips",
    inspect: actors.deps.inspect,
    resume: { type: "tipsterTips.resume" },
  });
  const list = useSelector(page, (snapshot) => snapshot.context.tips);
  const hasNextPage = useSelector(page, (snapshot) => snapshot.context.hasNextPage);
  const loading = useSelector(page, (snapshot) => snapshot.hasTag("loading"));
  const loadingMore = useSelector(page, (snapshot) => snapshot.hasTag("loadingMore"));
  const failed = useSelector(page, (snapshot) => snapshot.hasTag("failed"));
  const moreFailed = useSelector(
    page,
    (snapshot) =>
      snapshot.matches("loaded") && snapshot.context.failure !== null && snapshot.context.hasNextPage,
  );
  const onUnlocked = (tipId: string, comment: string) =>
    page.send({ type: "tipsterTips.tip.unlocked", tipId, comment });

  if (loading) return <TipsSkeleton label={t("list.loading")} />;
  if (failed)
    return (
      <Card>
        <div className="line-empty">
          <EmptyState
            icon={<WarningIcon size={26} />}
            title={t("list.errorTitle")}
            body={t("list.errorBody")}
          />
          <button
            type="button"
            className="button button--ghost"
            onClick={() => page.send({ type: "tipsterTips.retry" })}
          >
            {t("retry")}
          </button>
        </div>
      </Card>
    );
  if (list.length === 0)
    return (
      <Card>
        <EmptyState
          icon={<TipsIcon size={26} />}
          title={t(EMPTY[request.list].title)}
          body={t(EMPTY[request.list].body)}
        />
      </Card>
    );
  return (
    <>
      <div className="tips-list">
        {list.map((tip) => (
          <div key={`${tip.id}:${tip.comment !== null}`} className="tipster-tip">
            {tip.predictionResult !== null && <TipOutcome tip={tip} />}
            <TipCardView tip={tip} timeZone={timeZone.name} onUnlocked={onUnlocked} />
          </div>
        ))}
      </div>
      {moreFailed && (
        <p className="tips-page__more-failed" role="alert">
          {t("list.moreFailed")}
        </p>
      )}
      {hasNextPage && (
        <button
          type="button"
          className="button button--ghost button--large tips-page__more"
          onClick={() => page.send({ type: "tipsterTips.more" })}
          disabled={loadingMore}
          aria-busy={loadingMore}
        >
          {loadingMore ? t("list.loadingMore") : t("list.more")}
        </button>
      )}
    </>
  );
}

/** A settled tip's result, and the closing price it is measured against (closing-line value). */
function TipOutcome({ tip }: { readonly tip: TipCard }) {
  const { t } = useTranslation("tipster");
  const result = tip.predictionResult!;
  return (
    <p className="tipster-tip__outcome" data-result={result}>
      <span className={`tipster-result tipster-result--${result}`}>{t(`result.${result}`)}</span>
      {tip.closingOdds !== null && (
        <span className="tipster-tip__closing">
          {t("closingOdds", { odds: formatOdds(tip.closingOdds) })}
        </span>
      )}
    </p>
  );
}
