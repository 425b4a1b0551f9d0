import { useTranslation } from "react-i18next";
import { PHASE_FILTERS, type PhaseFilter } from "../../domain/event/eventPhase.ts";

const LABELS = {
  all: "day.filterAll",
  live: "day.filterLive",
  upcoming: "day.filterUpcoming",
  ended: "day.filterEnded",
} as const satisfies Record<PhaseFilter, string>;

/** Narrows a day's list to live, upcoming or finished events, each choice with its count. */
export function PhaseFilterBar({
  value,
  counts,
  onChange,
}: {
  readonly value: PhaseFilter;
  readonly counts: Readonly<Record<PhaseFilter, number>>;
  readonly onChange: (filter: PhaseFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="phase-filter">
      <legend className="visually-hidden">{t("day.filter")}</legend>
      {PHASE_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          className={`phase-filter__option phase-filter__option--${filter}`}
          aria-pressed={value === filter}
          disabled={filter !== "all" && counts[filter] === 0}
          onClick={() => onChange(filter)}
        >
          {filter === "live" && <span className="live-dot" aria-hidden="true" />}
          <span className="phase-filter__label">{t(LABELS[filter])}</span>
          <span className="phase-filter__count">{counts[filter]}</span>
        </button>
      ))}
    </fieldset>
  );
}
