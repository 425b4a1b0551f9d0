import { useTranslation } from "react-i18next";
import type { LocalePath } from "../../domain/i18n/locales.ts";
import type { StandingsAnswer, StandingsScopeName } from "../../domain/statistics/statisticsAnswers.ts";
import { Card } from "../common/Card.tsx";
import { type StandingsAppearance, StandingsTable } from "../statistics/StandingsTable.tsx";

/** The tables of one scope, a card per group. */
export function StandingsTables({
  answer,
  tables,
  scope,
  appearance,
  locale,
}: {
  readonly answer: StandingsAnswer;
  readonly tables: StandingsAnswer["tables"];
  readonly scope: StandingsScopeName;
  readonly appearance: StandingsAppearance;
  readonly locale: LocalePath;
}) {
  const { t } = useTranslation("tournament");
  return (
    <div className="tournament-standings__tables">
      {tables
        .filter((table) => table.scope === scope)
        .map((table) => (
          <Card
            key={table.group ?? ""}
            title={table.group ?? t("tab.standings")}
            className="tournament-standings__table"
          >
            <StandingsTable table={table} zones={answer.zones} appearance={appearance} locale={locale} />
          </Card>
        ))}
    </div>
  );
}
