import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TeamTournament } from "../../domain/statistics/teamTournaments.ts";
import { Modal } from "../auth/Modal.tsx";
import { ChevronDownIcon, TrophyIcon } from "../icons/UiIcons.tsx";

/**
 * Which of the team's tournaments the standings, statistics and top players tabs show, and the "team
 * tournament select" sheet to choose another (issue 9) when the team plays more than one. A choice
 * applies at once and closes the sheet.
 */
export function TeamTournamentSelect({
  tournaments,
  current,
  onSelect,
}: {
  readonly tournaments: ReadonlyArray<TeamTournament>;
  readonly current: TeamTournament;
  readonly onSelect: (seasonId: string) => void;
}) {
  const { t } = useTranslation("team");
  const [open, setOpen] = useState(false);
  const name = `${current.name} ${current.year}`;
  if (tournaments.length < 2)
    return (
      <p className="team-tournament">
        <TrophyIcon size={16} />
        <span className="team-tournament__name">{name}</span>
      </p>
    );
  return (
    <>
      <button
        type="button"
        className="team-tournament team-tournament--select"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={t("tournament.choose", { name })}
      >
        <TrophyIcon size={16} />
        <span className="team-tournament__name">{name}</span>
        <ChevronDownIcon size={16} />
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t("tournament.title")}
        icon={<TrophyIcon size={22} />}
        labelId="team-tournament-select"
      >
        <ul className="team-tournament-options">
          {tournaments.map((entry) => {
            const chosen = entry.seasonId === current.seasonId;
            return (
              <li key={entry.seasonId}>
                <button
                  type="button"
                  className={
                    chosen
                      ? "team-tournament-options__option team-tournament-options__option--current"
                      : "team-tournament-options__option"
                  }
                  aria-pressed={chosen}
                  data-season-id={entry.seasonId}
                  onClick={() => {
                    setOpen(false);
                    if (!chosen) onSelect(entry.seasonId);
                  }}
                >
                  <span>{entry.name}</span>
                  <span className="team-tournament-options__year">{entry.year}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </Modal>
    </>
  );
}
