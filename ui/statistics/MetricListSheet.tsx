import "./metricList.css";
import { useTranslation } from "react-i18next";
import { metricGroups } from "../../domain/statistics/metricGroups.ts";
import type { MetricTable } from "../../domain/statistics/statisticsAnswers.ts";
import { Modal } from "../auth/Modal.tsx";
import { CheckCircleIcon, SlidersIcon } from "../icons/UiIcons.tsx";
import { metricGroupName, metricName } from "./metricNames.ts";

/**
 * The "parameter list" sheet (issue 9): every metric of the tables, by stat group (general, attacking,
 * passing, defending, duels, physical, goalkeeping), the one shown marked. A choice shows that metric's
 * table, as its tab would, and closes the sheet. Its ids are fixed, not `useId`'s: the dialog is in the
 * server's HTML, and an id generated there need not be the one the browser gives its title when it opens.
 * A page shows one metric table set at a time.
 */
export function MetricListSheet({
  open,
  tables,
  current,
  onClose,
  onChoose,
}: {
  readonly open: boolean;
  readonly tables: ReadonlyArray<MetricTable>;
  readonly current: string;
  readonly onClose: () => void;
  readonly onChoose: (metric: string) => void;
}) {
  const { t } = useTranslation("statistics");
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t("metrics.listTitle")}
      icon={<SlidersIcon size={22} />}
      labelId="metric-list-sheet"
    >
      <div className="metric-list">
        {metricGroups(tables).map(({ group, metrics }) => (
          <section
            key={group}
            className="metric-list__group"
            aria-labelledby={`metric-list-group-${group}`}
            data-group={group}
          >
            <h3 id={`metric-list-group-${group}`} className="metric-list__title">
              {metricGroupName(t, group)}
            </h3>
            <ul className="metric-list__options">
              {metrics.map((metric) => (
                <li key={metric}>
                  <button
                    type="button"
                    className={
                      metric === current
                        ? "metric-list__option metric-list__option--current"
                        : "metric-list__option"
                    }
                    aria-pressed={metric === current}
                    data-metric={metric}
                    onClick={() => (metric === current ? onClose() : onChoose(metric))}
                  >
                    {metricName(t, metric)}
                    {metric === current && <CheckCircleIcon size={16} />}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Modal>
  );
}
