import { useMemo } from "react";
import type { LocalePath } from "../../domain/i18n/locales.ts";
import { liveScoresOf } from "../../domain/statistics/liveScores.ts";
import { liveStandings } from "../../domain/statistics/liveStandings.ts";
import type { StandingsAnswer, StandingsScopeName } from "../../domain/statistics/statisticsAnswers.ts";
import { useFeed, useFeedTree } from "../feed/useFeed.ts";
import type { StandingsAppearance } from "../statistics/StandingsTable.tsx";
import { StandingsTables } from "./StandingsTables.tsx";

/**
 * Live standings (issue 9 item 2): the sport's live line over the realtime connection (the feed of its
 * live view, shared with any other page showing it), and the season's tables recomputed in the browser
 * by `liveStandings` each time the line's scores of this tournament move. Mounted only while the live
 * toggle is on, so the subscription lives exactly that long.
 */
export function LiveStandingsTables({
  answer,
  sportId,
  tournamentId,
  scope,
  appearance,
  locale,
}: {
  readonly answer: StandingsAnswer;
  readonly sportId: string;
  readonly tournamentId: string;
  readonly scope: StandingsScopeName;
  readonly appearance: StandingsAppearance;
  readonly locale: LocalePath;
}) {
  const tree = useFeedTree(useFeed({ kind: "live", sportId }));
  const scores = useMemo(() => liveScoresOf(tree, tournamentId), [tree, tournamentId]);
  // Keyed by the scores themselves: a batch that moves only prices leaves the tables as they were.
  const scoresKey = JSON.stringify([...scores]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when the scores' content changes.
  const tables = useMemo(() => liveStandings(answer, scores), [answer, scoresKey]);
  return (
    <div data-live-standings={scores.size}>
      <StandingsTables
        answer={answer}
        tables={tables}
        scope={scope}
        appearance={appearance}
        locale={locale}
      />
    </div>
  );
}
