import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import type { TeamProfile } from "../../domain/statistics/statisticsAnswers.ts";
import { FORM_LETTER, teamSideScore } from "../../domain/statistics/teamForm.ts";
import { useLocale } from "../app/hooks.ts";
import { Modal } from "../auth/Modal.tsx";
import { useLineSettings } from "../feed/useLineSettings.ts";
import { FlameIcon } from "../icons/UiIcons.tsx";
import { FormPills } from "../statistics/FormPills.tsx";
import { formatShortDate } from "../statistics/statTime.ts";

/**
 * The "team form" sheet (issue 9): the last five results, newest first, each with its date, the
 * opponent (a link to its page) and the score from the team's side (a link to the match).
 */
export function TeamFormSheet({
  open,
  team,
  onClose,
}: {
  readonly open: boolean;
  readonly team: TeamProfile;
  readonly onClose: () => void;
}) {
  const { t, i18n } = useTranslation("team");
  const locale = useLocale();
  const { timeZone } = useLineSettings();
  const entries = [...team.form].reverse();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t("team.formTitle")}
      icon={<FlameIcon size={22} />}
      labelId="team-form"
    >
      <ol className="team-form-list">
        {entries.map((entry) => {
          const side = teamSideScore(entry.result, entry.score);
          return (
            <li key={entry.eventId} className="team-form-list__item">
              <FormPills form={[FORM_LETTER[entry.result]]} />
              <span className="team-form-list__date">
                {formatShortDate(entry.startTime, timeZone.name, i18n.language)}
              </span>
              <Link
                to="/$locale/team/$id"
                params={{ locale, id: entry.opponent.id }}
                className="team-form-list__opponent"
                onClick={onClose}
              >
                {t("team.formOpponent", { name: entry.opponent.name })}
              </Link>
              <Link
                to="/$locale/event/$id"
                params={{ locale, id: entry.eventId }}
                className="team-form-list__score"
                aria-label={t("team.formMatch", { name: entry.opponent.name })}
              >
                {side ? (
                  <>
                    {side.scored}–{side.conceded}
                    {side.penaltiesScored !== null && (
                      <span className="team-form-list__penalties">
                        {" "}
                        ({side.penaltiesScored}–{side.penaltiesConceded})
                      </span>
                    )}
                  </>
                ) : (
                  "–"
                )}
              </Link>
            </li>
          );
        })}
      </ol>
    </Modal>
  );
}
