import { useTranslation } from "react-i18next";
import { formatOdds } from "../../domain/sportsbook/formatOdds.ts";
import type { TipCard } from "../../domain/tips/tipsQuery.ts";
import type { TipsterTipsRequest } from "../../domain/tips/tipsterProfileQuery.ts";
import { useAppActors } from "../app/hooks.ts";
import { tipsterProfileActorsOf, tipsterTipsKey } from "../app/tipsterProfileActors.ts";
import { usePageActor } from "../app/usePageActor.ts";
import { useLineSettings } from "../feed/useLineSettings.ts";
import { TipCardView } from "../tips/TipCardView.tsx";
import { TipListView } from "../tips/TipListView.tsx";

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
  return (
    <TipListView
      list={page}
      prefix="tipsterTips"
      labels={{
        loading: t("list.loading"),
        errorTitle: t("list.errorTitle"),
        errorBody: t("list.errorBody"),
        retry: t("retry"),
        emptyTitle: t(EMPTY[request.list].title),
        emptyBody: t(EMPTY[request.list].body),
        more: t("list.more"),
        loadingMore: t("list.loadingMore"),
        moreFailed: t("list.moreFailed"),
      }}
      renderTip={(tip, onUnlocked) => (
        <div className="tipster-tip">
          {tip.predictionResult !== null && <TipOutcome tip={tip} />}
          <TipCardView tip={tip} timeZone={timeZone.name} onUnlocked={onUnlocked} />
        </div>
      )}
    />
  );
}

/** A settled tip's result, and the closing price it is measured against (closing-line value). */
function TipOutcome({ tip }: { readonly tip: TipCard }) {
  const { t } = useTranslation("tipster");
  const result = tip.predictionResult!;
  return (
    <p className="tipster-tip__outcome" data-result={result}>
      <span className={`tip-result tip-result--${result}`}>{t(`result.${result}`)}</span>
      {tip.closingOdds !== null && (
        <span className="tipster-tip__closing">
          {t("closingOdds", { odds: formatOdds(tip.closingOdds) })}
        </span>
      )}
    </p>
  );
}
