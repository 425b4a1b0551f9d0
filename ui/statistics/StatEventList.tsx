import { useTranslation } from "react-i18next";
import type { LocalePath } from "../../domain/i18n/locales.ts";
import { groupByDay, groupByRound, type RoundGroup } from "../../domain/statistics/eventGroups.ts";
import type { StatEvent } from "../../domain/statistics/statisticsAnswers.ts";
import { roundLabel } from "./roundLabel.ts";
import { StatEventRow } from "./StatEventRow.tsx";
import { dayKeyOf, formatLongDay } from "./statTime.ts";

export type StatEventGrouping = "round" | "date";

/**
 * A list of matches in groups with a head each: by round (a season's results and fixtures: "Round 12",
 * "Quarter-finals", with the group stage's group) or by the visitor's day (a team's matches). Groups
 * keep the list's order.
 */
export function StatEventList({
  events,
  grouping,
  locale,
  timeZone,
  markedTeamId,
  headingLevel = 3,
  singleHead = true,
}: {
  readonly events: ReadonlyArray<StatEvent>;
  readonly grouping: StatEventGrouping;
  readonly locale: LocalePath;
  readonly timeZone: string;
  readonly markedTeamId?: string;
  /** The groups' heads sit under the page's card titles (h2) by default. */
  readonly headingLevel?: 2 | 3 | 4;
  /** A list of one group under a head of its own (the results' round stepper) can leave out the group's. */
  readonly singleHead?: boolean;
}) {
  const { t, i18n } = useTranslation("statistics");
  const Heading = `h${headingLevel}` as "h3";
  const groups =
    grouping === "round"
      ? groupByRound(events).map((group) => ({
          key: group.key,
          title: roundTitle(t, group),
          events: group.events,
        }))
      : groupByDay(events, (time) => dayKeyOf(time, timeZone)).map((group) => ({
          key: group.day,
          title: formatLongDay(group.events[0]!.startTime, timeZone, i18n.language),
          events: group.events,
        }));
  return (
    <div className="stat-events">
      {groups.map((group) => (
        <section key={group.key} className="stat-events__group" data-group={group.key}>
          {(singleHead || groups.length > 1) && (
            <Heading className="stat-events__head">{group.title}</Heading>
          )}
          <ul className="stat-events__list">
            {group.events.map((event) => (
              <StatEventRow
                key={event.id}
                event={event}
                locale={locale}
                timeZone={timeZone}
                when={grouping === "date" ? "time" : "dateTime"}
                {...(markedTeamId ? { markedTeamId } : {})}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const roundTitle = (t: Parameters<typeof roundLabel>[0], group: RoundGroup): string => {
  const round = roundLabel(t, group.roundType, group.round);
  return group.group ? `${round} · ${groupName(t, group.group)}` : round;
};

/** "Group A" as the service names it, or the page's words for a bare letter. */
const groupName = (t: Parameters<typeof roundLabel>[0], name: string): string =>
  /^[A-Z0-9]{1,2}$/.test(name) ? t("group", { name }) : name;
