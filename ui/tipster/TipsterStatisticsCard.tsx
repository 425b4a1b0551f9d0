import { useSelector } from "@xstate/react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Actor } from "xstate";
import { formatOdds } from "../../domain/sportsbook/formatOdds.ts";
import { PERIOD_UI_NAMES } from "../../domain/tips/stats/periods.ts";
import { MIN_SETTLED_FOR_RANKING } from "../../domain/tips/stats/ranking.ts";
import { predictionsCountOf, type TipsterStatistics } from "../../domain/tips/tipsterProfileQuery.ts";
import type { TipsterProfileLogic } from "../app/tipsterProfileActors.ts";
import { Card } from "../common/Card.tsx";
import { CalendarIcon, ChevronDownIcon, TrophyIcon } from "../icons/UiIcons.tsx";

// Not on screen until asked for: its own chunk.
const StatisticsPeriodSheet = lazy(() =>
  import("./StatisticsPeriodSheet.tsx").then((module) => ({ default: module.StatisticsPeriodSheet })),
);

/**
 * The Tipster card (spec section 3) for the page's sport and the chosen period: the spec's figures
 * (win rate, average odds, profit in units, streak, won/lost/void, settled and active counts, the last
 * results), then the ones that say how far to trust them (the win rate's Wilson lower bound, the chance
 * that luck explains the profit, closing-line value, what buyers actually made).
 */
export function TipsterStatisticsCard({ profile }: { readonly profile: Actor<TipsterProfileLogic> }) {
  const { t } = useTranslation("tipster");
  const [sheetOpen, setSheetOpen] = useState(false);
  const period = useSelector(profile, (snapshot) => snapshot.context.request.period);
  const statistics = useSelector(profile, (snapshot) => snapshot.context.statistics);
  const reloading = useSelector(profile, (snapshot) => snapshot.hasTag("statisticsLoading"));
  const failed = useSelector(profile, (snapshot) => snapshot.hasTag("statisticsFailed"));
  const periodName = t(`statistics.periods.${PERIOD_UI_NAMES[period]}` as "statistics.periods.allTime");

  return (
    <Card className="tipster-stats" title={t("statistics.cardTitle")} icon={<TrophyIcon size={18} />}>
      <button
        type="button"
        className="button button--ghost tipster-stats__period"
        onClick={() => setSheetOpen(true)}
        aria-haspopup="dialog"
      >
        <CalendarIcon size={16} />
        {t("statistics.period", { period: periodName })}
        <ChevronDownIcon size={14} />
      </button>
      {failed && (
        <div className="tipster-stats__failed" role="alert">
          <span>{t("statistics.failed")}</span>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => profile.send({ type: "tipsterProfile.statistics.retry" })}
          >
            {t("retry")}
          </button>
        </div>
      )}
      {statistics ? (
        <StatisticsFigures statistics={statistics} busy={reloading} />
      ) : (
        <p className="tipster-stats__loading" role="status">
          {t("statistics.loading")}
        </p>
      )}
      {sheetOpen && (
        <Suspense fallback={null}>
          <StatisticsPeriodSheet
            current={period}
            onClose={() => setSheetOpen(false)}
            onSelect={(chosen) => {
              setSheetOpen(false);
              profile.send({ type: "tipsterProfile.period.select", period: chosen });
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}

function StatisticsFigures({
  statistics,
  busy,
}: {
  readonly statistics: TipsterStatistics;
  readonly busy: boolean;
}) {
  const { t, i18n } = useTranslation("tipster");
  const language = i18n.language;
  const percent = new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 1 });
  const signedPercent = new Intl.NumberFormat(language, {
    style: "percent",
    maximumFractionDigits: 1,
    signDisplay: "exceptZero",
  });
  const signed = new Intl.NumberFormat(language, { maximumFractionDigits: 2, signDisplay: "exceptZero" });
  const count = new Intl.NumberFormat(language);
  const none = t("statistics.none");
  const tone = (value: number) => (value > 0 ? "up" : value < 0 ? "down" : "flat");
  const { buyersReturn } = statistics;

  return (
    <div className="tipster-stats__body" aria-busy={busy} data-busy={busy}>
      <dl className="tipster-stats__grid">
        <Figure
          label={t("statistics.winRate")}
          value={statistics.winRate === null ? none : percent.format(statistics.winRate)}
        />
        <Figure
          label={t("statistics.profit")}
          value={t("statistics.units", { value: signed.format(statistics.profit) })}
          tone={tone(statistics.profit)}
          hint={t("statistics.profitHint")}
        />
        <Figure
          label={t("statistics.averageOdds")}
          value={statistics.averageOdds === null ? none : formatOdds(statistics.averageOdds)}
        />
        <Figure label={t("statistics.streak")} value={count.format(statistics.streak)} />
        <Figure
          label={t("statistics.predictionsCount")}
          value={count.format(predictionsCountOf(statistics))}
        />
        <Figure label={t("statistics.active")} value={count.format(statistics.totalActivePredictionsCount)} />
      </dl>
      <dl className="tipster-stats__tally">
        <Figure label={t("statistics.won")} value={count.format(statistics.wonCount)} tone="up" />
        <Figure label={t("statistics.lost")} value={count.format(statistics.lostCount)} tone="down" />
        <Figure label={t("statistics.void")} value={count.format(statistics.voidCount)} />
      </dl>
      <section className="tipster-stats__recent" aria-label={t("statistics.lastResults")}>
        <h3 className="tipster-stats__subtitle">{t("statistics.lastResults")}</h3>
        {statistics.lastResults.length === 0 ? (
          <p className="tipster-stats__note">{t("statistics.noResults")}</p>
        ) : (
          <ol className="tipster-stats__results">
            {statistics.lastResults.map((result, index) => (
              // Results have no id of their own; their place in the row is what they are.
              // biome-ignore lint/suspicious/noArrayIndexKey: the row is rebuilt as a whole
              <li key={index} className={`tip-result tip-result--${result}`}>
                {t(`result.${result}`)}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="tipster-stats__honest" aria-label={t("statistics.honestTitle")}>
        <h3 className="tipster-stats__subtitle">{t("statistics.honestTitle")}</h3>
        <dl className="tipster-stats__grid">
          <Figure
            label={t("statistics.wilson")}
            value={statistics.sampleSize === 0 ? none : percent.format(statistics.winRateLowerBound)}
            hint={t("statistics.wilsonHint", { count: statistics.sampleSize })}
          />
          <Figure
            label={t("statistics.luck")}
            value={statistics.luck === null ? none : percent.format(statistics.luck)}
            hint={
              statistics.luck === null
                ? t("statistics.luckUnranked", { count: MIN_SETTLED_FOR_RANKING })
                : t("statistics.luckHint")
            }
          />
          <Figure
            label={t("statistics.clv")}
            value={
              statistics.closingLineValue === null ? none : signedPercent.format(statistics.closingLineValue)
            }
            tone={statistics.closingLineValue === null ? undefined : tone(statistics.closingLineValue)}
            hint={t("statistics.clvHint")}
          />
          <Figure
            label={t("statistics.buyersReturn")}
            value={
              buyersReturn.settledPurchaseCount === 0
                ? none
                : t("statistics.buyersReturnValue", { amount: signed.format(buyersReturn.netFun) })
            }
            tone={buyersReturn.settledPurchaseCount === 0 ? undefined : tone(buyersReturn.netFun)}
            hint={
              buyersReturn.settledPurchaseCount === 0
                ? t("statistics.buyersReturnNone")
                : t("statistics.buyersReturnHint", {
                    stake: count.format(buyersReturn.stake),
                    count: buyersReturn.settledPurchaseCount,
                  })
            }
          />
        </dl>
      </section>
    </div>
  );
}

function Figure({
  label,
  value,
  tone,
  hint,
}: {
  readonly label: string;
  readonly value: string;
  readonly tone?: "up" | "down" | "flat" | undefined;
  readonly hint?: string;
}) {
  return (
    <div className="tipster-figure">
      <dt className="tipster-figure__label">{label}</dt>
      <dd className={tone ? `tipster-figure__value tipster-figure__value--${tone}` : "tipster-figure__value"}>
        {value}
      </dd>
      {hint && <dd className="tipster-figure__hint">{hint}</dd>}
    </div>
  );
}
