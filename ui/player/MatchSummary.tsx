import { useTranslation } from "react-i18next";
import { type SummaryIcon, summaryIcons } from "../../domain/statistics/playerMatchGroups.ts";
import type { PlayerMatch } from "../../domain/statistics/statisticsAnswers.ts";

const NAMES = {
  goal: "matches.summary.goal",
  penaltyGoal: "matches.summary.penaltyGoal",
  ownGoal: "matches.summary.ownGoal",
  assist: "matches.summary.assist",
  yellowCard: "matches.summary.yellowCard",
  redCard: "matches.summary.redCard",
} as const satisfies Record<SummaryIcon, string>;

/**
 * What the player did in one match (issue 9): an icon per kind counted (goals, penalty goals, own goals,
 * assists, cards), with the count when more than one, and the minutes played. Read aloud as words.
 */
export function MatchSummary({ match }: { readonly match: PlayerMatch }) {
  const { t } = useTranslation("team");
  const icons = summaryIcons(match.summary);
  return (
    <span className="match-summary">
      <span className="match-summary__minutes">
        <span aria-hidden="true">{t("matches.minutesShort", { minutes: match.minutesPlayed })}</span>
        <span className="stat-hidden">{t("matches.minutes", { minutes: match.minutesPlayed })}</span>
      </span>
      {icons.length > 0 && (
        <span className="match-summary__icons">
          {icons.map(({ kind, count }) => (
            <span key={kind} className={`match-summary__icon match-summary__icon--${kind}`}>
              <SummaryGlyph kind={kind} />
              {count > 1 && (
                <span className="match-summary__count" aria-hidden="true">
                  {count}
                </span>
              )}
              <span className="stat-hidden">{t(NAMES[kind], { count })}</span>
            </span>
          ))}
        </span>
      )}
    </span>
  );
}

/** The small drawings: a ball (goals; marked for a penalty, tinted for an own goal), a boot, a card. */
function SummaryGlyph({ kind }: { readonly kind: SummaryIcon }) {
  if (kind === "yellowCard" || kind === "redCard")
    return (
      <svg width="12" height="16" viewBox="0 0 12 16" aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="10" height="14" rx="2" className={`match-summary__card--${kind}`} />
      </svg>
    );
  if (kind === "assist")
    return (
      <svg
        width="16"
        height="16"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        fill="currentColor"
      >
        <path d="M4 4.5h6.5v7.2l6.9 2.1a3.4 3.4 0 0 1 2.6 3.3V19H4z" />
        <path
          d="M5 20.5h2M9.5 20.5h2M14 20.5h2"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      </svg>
    );
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5 16.2 10.6 14.6 15.5H9.4L7.8 10.6Z" fill="currentColor" />
      <path d="M12 3V7.5M16.2 10.6 20.6 9.3M14.6 15.5 17.3 19.3M9.4 15.5 6.7 19.3M7.8 10.6 3.4 9.3" />
      {kind === "penaltyGoal" && <circle cx="19" cy="19" r="4" className="match-summary__penalty-dot" />}
    </svg>
  );
}
