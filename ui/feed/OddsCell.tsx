import { memo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Outcome } from "../../domain/feed/tree.ts";
import { formatOdds } from "../../domain/sportsbook/formatOdds.ts";
import { ArrowDownIcon, ArrowUpIcon, LockIcon } from "./FeedIcons.tsx";
import { useOddsTrend } from "./useOddsTrend.ts";

export type OddsAction = (props: { className: string; ariaLabel: string; children: ReactNode }) => ReactNode;

/**
 * One price. Locked outcomes (or every price while the feed is catching up) show a lock and cannot be
 * used; an open one is interactive through `action` (a link on the line, a pick toggle on the markets
 * tab) and flashes green or red for a moment when its price moves.
 * NOTE: the flash switches on and off without transitions or animations: a busy live list moves hundreds
 * of prices a second, and every running one costs a style pass and a paint per frame, and two or more
 * events through React's root listener per move.
 */
export const OddsCell = memo(function OddsCell({
  outcome,
  label,
  locked,
  showLabel = false,
  action,
}: {
  readonly outcome: Outcome | undefined;
  readonly label: string;
  /** The market, the event or the whole feed is not offering this price right now. */
  readonly locked: boolean;
  readonly showLabel?: boolean;
  /**
   * Wraps the open price in what makes it clickable; receives the class name and the content. Keep it
   * stable (useCallback) where many prices render at once: the cell is memoised.
   */
  readonly action: OddsAction;
}) {
  if (!outcome) {
    return (
      <span className="odds odds--empty" aria-hidden="true">
        {showLabel && <span className="odds__label">{label}</span>}
        <span className="odds__price">–</span>
      </span>
    );
  }
  if (locked || outcome.locked) return <LockedOdds label={label} showLabel={showLabel} />;
  return <OpenOdds coefficient={outcome.coefficient} label={label} showLabel={showLabel} action={action} />;
});

function LockedOdds({ label, showLabel }: { readonly label: string; readonly showLabel: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="odds odds--locked" role="img" aria-label={`${label}: ${t("feed.locked")}`}>
      {showLabel && <span className="odds__label">{label}</span>}
      <LockIcon size={14} className="odds__lock" />
    </span>
  );
}

function OpenOdds({
  coefficient,
  label,
  showLabel,
  action,
}: {
  readonly coefficient: number;
  readonly label: string;
  readonly showLabel: boolean;
  readonly action: OddsAction;
}) {
  const trend = useOddsTrend(coefficient);
  const price = formatOdds(coefficient);
  return action({
    className: trend ? `odds odds--${trend}` : "odds",
    ariaLabel: `${label}: ${price}`,
    children: (
      <>
        {/* NOTE: the space keeps the visible words apart, so the name ("1: 2.10") contains them (WCAG 2.5.3). */}
        {showLabel && <span className="odds__label">{label}</span>}{" "}
        <span className="odds__price">
          {trend === "up" && <ArrowUpIcon size={12} className="odds__arrow" />}
          {trend === "down" && <ArrowDownIcon size={12} className="odds__arrow" />}
          {price}
        </span>
      </>
    ),
  });
}
