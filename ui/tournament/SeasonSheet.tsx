import { useTranslation } from "react-i18next";
import type { StatSeason } from "../../domain/statistics/statisticsAnswers.ts";
import { Modal } from "../auth/Modal.tsx";
import { CalendarIcon } from "../icons/UiIcons.tsx";

/**
 * A season select as a bottom sheet (the tournament season select and the standings season select of
 * issue 9): every season, newest first, the current one and real imported ones named as such. A choice
 * applies at once.
 */
export function SeasonSheet({
  open,
  title,
  labelId,
  seasons,
  currentSeasonId,
  shownSeasonId,
  onClose,
  onChoose,
}: {
  readonly open: boolean;
  readonly title: string;
  readonly labelId: string;
  readonly seasons: ReadonlyArray<StatSeason>;
  readonly currentSeasonId: string | null;
  readonly shownSeasonId: string | undefined;
  readonly onClose: () => void;
  readonly onChoose: (season: StatSeason) => void;
}) {
  const { t } = useTranslation("tournament");
  return (
    <Modal open={open} onClose={onClose} title={title} icon={<CalendarIcon size={22} />} labelId={labelId}>
      <ul className="season-options">
        {seasons.map((season) => (
          <li key={season.id}>
            <button
              type="button"
              className={
                season.id === shownSeasonId ? "season-option season-option--current" : "season-option"
              }
              aria-pressed={season.id === shownSeasonId}
              data-season-id={season.id}
              onClick={() => (season.id === shownSeasonId ? onClose() : onChoose(season))}
            >
              <span className="season-option__year">{season.year}</span>
              {season.id === currentSeasonId && <span className="badge">{t("season.current")}</span>}
              {season.source !== "simulator" && (
                <span className="season-option__source">{t("season.imported")}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
