import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import type { RankingRow } from "../../domain/tips/rankingQuery.ts";
import type { RankingTab } from "../../domain/tips/stats/periods.ts";
import { MIN_SETTLED_FOR_RANKING } from "../../domain/tips/stats/ranking.ts";
import { useLocale } from "../app/hooks.ts";
import type { RankingFormat } from "./rankingFormat.ts";
import { TipsterAvatar } from "./TipsterAvatar.tsx";

/**
 * One place of the ranking: position, tipster, the tab's figure with its sample, and what keeps the
 * figure honest beside it (luck, the buyers' return, the closing line; the Wilson bound on win rate).
 * Figures marked `--extra` fold away on narrow screens; `compact` (the home's top 3) shows the main line only.
 */
export function RankingRowView({
  row,
  tab,
  format,
  compact = false,
}: {
  readonly row: RankingRow;
  readonly tab: RankingTab;
  readonly format: RankingFormat;
  readonly compact?: boolean;
}) {
  const { t } = useTranslation("ranking");
  const locale = useLocale();
  const decided = t("decided", { count: format.count(row.sampleSize) });
  // ALL and FOLLOWING rank by the sample itself: it is the row's big number, not a line under the name.
  const bySample = (tab === "ALL" || tab === "FOLLOWING") && !compact;
  const facts: Array<{ key: string; label: string; value: string; extra?: boolean; tone?: string }> = [];
  if (tab !== "TOP_PROFIT")
    facts.push({
      key: "profit",
      label: t("profit"),
      value: t("profitUnits", { value: format.units(row.profit) }),
      tone: toneOf(row.profit),
    });
  if (tab !== "TOP_WIN_RATE")
    facts.push({
      key: "winRate",
      label: t("winRate"),
      value: row.winRate === null ? NONE : format.percent(row.winRate),
      extra: true,
    });
  facts.push({
    key: "luck",
    label: t("luck"),
    value:
      row.luck === null
        ? t("luckUnknown", { min: MIN_SETTLED_FOR_RANKING })
        : t("luckChance", { chance: format.chance(row.luck) }),
  });
  facts.push({
    key: "buyers",
    label: t("buyers"),
    value:
      row.buyersReturn.settledPurchaseCount === 0
        ? t("buyersNone")
        : t("buyersFun", { amount: format.fun(row.buyersReturn.netFun) }),
    ...(row.buyersReturn.settledPurchaseCount === 0 ? {} : { tone: toneOf(row.buyersReturn.netFun) }),
  });
  // Always there, a dash when unknown, so the columns line up from row to row.
  facts.push({
    key: "closingLine",
    label: t("closingLine"),
    value: row.closingLineValue === null ? NONE : format.signedPercent(row.closingLineValue),
    extra: true,
  });

  return (
    <li
      className={compact ? "ranking-row ranking-row--compact" : "ranking-row"}
      data-user-id={row.userId}
      data-position={row.position}
    >
      <span className="ranking-row__position" title={t("position", { position: row.position })}>
        {row.position}
      </span>
      <TipsterAvatar name={row.name} avatar={row.avatar} />
      <span className="ranking-row__who">
        <Link
          className="ranking-row__name"
          to="/$locale/user-profile/$userId/view"
          params={{ locale, userId: row.userId }}
        >
          {row.name}
        </Link>
        {bySample ? (
          !row.qualified && <span className="ranking-row__sample">{t("notRanked")}</span>
        ) : (
          <span className="ranking-row__sample">{decided}</span>
        )}
      </span>
      <MainFigure row={row} tab={tab} format={format} compact={compact} />
      {!compact && (
        <dl className="ranking-row__facts">
          {facts.map((fact) => (
            <div
              key={fact.key}
              className={fact.extra ? "ranking-row__fact ranking-row__fact--extra" : "ranking-row__fact"}
            >
              <dt>{fact.label}</dt>
              <dd className={fact.tone ? `ranking-row__value--${fact.tone}` : undefined}>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

const NONE = "—";

const toneOf = (value: number) => (value > 0 ? "up" : value < 0 ? "down" : "flat");

/** The tab's own number, large, with what qualifies it underneath. */
function MainFigure({
  row,
  tab,
  format,
  compact,
}: {
  readonly row: RankingRow;
  readonly tab: RankingTab;
  readonly format: RankingFormat;
  readonly compact: boolean;
}) {
  const { t } = useTranslation("ranking");
  switch (tab) {
    case "TOP_PROFIT":
      return (
        <span className="ranking-row__figure">
          <span className={`ranking-row__main ranking-row__value--${toneOf(row.value)}`}>
            {t("profitUnits", { value: format.units(row.value) })}
          </span>
          <span className="ranking-row__sub">{t("profit")}</span>
        </span>
      );
    case "TOP_WIN_RATE":
      return (
        <span className="ranking-row__figure">
          <span className="ranking-row__main">{format.percent(row.value)}</span>
          <span className="ranking-row__sub">
            {t("lowerBound", { bound: format.percent(row.winRateLowerBound) })}
          </span>
        </span>
      );
    case "TOP_STREAK":
      return (
        <span className="ranking-row__figure">
          <span className="ranking-row__main">{format.count(row.value)}</span>
          <span className="ranking-row__sub">{t("streakLabel")}</span>
        </span>
      );
    default:
      // ALL and FOLLOWING rank by the sample itself; the home's card shows the profit beside it.
      return compact ? (
        <span className="ranking-row__figure">
          <span className={`ranking-row__main ranking-row__value--${toneOf(row.profit)}`}>
            {t("profitUnits", { value: format.units(row.profit) })}
          </span>
          <span className="ranking-row__sub">{t("profit")}</span>
        </span>
      ) : (
        <span className="ranking-row__figure">
          <span className="ranking-row__main">{format.count(row.value)}</span>
          <span className="ranking-row__sub">{t("decidedLabel")}</span>
        </span>
      );
  }
}
