import { memo } from "react";
import { useTranslation } from "react-i18next";
import { CategoryBadge } from "./CategoryBadge.tsx";
import { EventRow, type RowOptions } from "./EventRow.tsx";
import type { LineGroup } from "./lineGroups.ts";

/**
 * One tournament of a line page: its name under its category, the column heads, then its events.
 * Memoised: pages keep unchanged groups by reference (useLineGroups).
 */
export const LineGroupCard = memo(function LineGroupCard({
  group,
  options,
}: {
  readonly group: LineGroup;
  readonly options: RowOptions;
}) {
  const { t } = useTranslation();
  return (
    <section
      className="card line-group"
      aria-label={`${group.categoryName} · ${group.tournamentName}`}
      // A data attribute the stylesheet reads, not a style attribute: the page's CSP drops inline styles.
      data-odds-columns={options.columns.length}
    >
      <header className="line-group__header">
        <CategoryBadge icon={group.categoryIcon} />
        <h2 className="line-group__title">
          <span className="line-group__category">{group.categoryName}</span>
          <span className="line-group__tournament">{group.tournamentName}</span>
        </h2>
        {options.oddsVisible && (
          <span className="line-group__columns" aria-hidden="true">
            {options.columns.map((code) => (
              <span key={code}>{t(`outcome.${code}` as "outcome.P1")}</span>
            ))}
          </span>
        )}
      </header>
      <ul className="line-group__events">
        {group.events.map((event) => (
          <EventRow key={event.id} event={event} options={options} />
        ))}
      </ul>
    </section>
  );
});
