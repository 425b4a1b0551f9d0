import { useTranslation } from "react-i18next";
import {
  PERIOD_UI_NAMES,
  STATISTICS_PERIODS,
  type StatisticsPeriod,
} from "../../domain/tips/stats/periods.ts";
import { Modal } from "../auth/Modal.tsx";
import { CalendarIcon } from "../icons/UiIcons.tsx";

/** The statistics period sheet (spec sections 2 and 9): all time, 3, 7, 30 or 90 days; a choice applies at once. */
export function StatisticsPeriodSheet({
  current,
  onClose,
  onSelect,
}: {
  readonly current: StatisticsPeriod;
  readonly onClose: () => void;
  readonly onSelect: (period: StatisticsPeriod) => void;
}) {
  const { t } = useTranslation("tipster");
  return (
    <Modal
      open
      onClose={onClose}
      title={t("statistics.periodTitle")}
      icon={<CalendarIcon size={22} />}
      labelId="tipster-statistics-period"
    >
      <ul className="tipster-periods">
        {STATISTICS_PERIODS.map((period) => (
          <li key={period}>
            <button
              type="button"
              className={
                period === current
                  ? "tipster-periods__option tipster-periods__option--current"
                  : "tipster-periods__option"
              }
              aria-pressed={period === current}
              data-period={period}
              onClick={() => (period === current ? onClose() : onSelect(period))}
            >
              {t(`statistics.periods.${PERIOD_UI_NAMES[period]}` as "statistics.periods.allTime")}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
