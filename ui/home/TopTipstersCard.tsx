import { Link } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { HOME_TIPSTERS, homeTipstersRequest } from "../app/homeCardsActors.ts";
import { useLocale } from "../app/hooks.ts";
import { Card } from "../common/Card.tsx";
import { EmptyState } from "../common/EmptyState.tsx";
import { GhostList } from "../common/GhostList.tsx";
import { UsersIcon } from "../icons/UiIcons.tsx";
import { useRankingActor } from "../ranking/RankingList.tsx";
import { RankingRowView } from "../ranking/RankingRowView.tsx";
import { rankingFormat } from "../ranking/rankingFormat.ts";
import { type MainSport, sportIdOf } from "../sports/mainSports.ts";
import { ArrowRightIcon } from "./HomeIcons.tsx";

/** The home's top 3 of the sport, as the ranking's ALL tab over all time has them (`homeTipstersRequest` in ui/app/homeCardsActors.ts). */
export function TopTipstersCard({ sport }: { readonly sport: MainSport }) {
  const request = homeTipstersRequest(sportIdOf(sport));
  const { t, i18n } = useTranslation("ranking");
  const locale = useLocale();
  const ranking = useRankingActor(request);
  const rows = useSelector(ranking, (snapshot) => snapshot.context.rows);
  const loading = useSelector(ranking, (snapshot) => snapshot.hasTag("loading"));
  const failed = useSelector(ranking, (snapshot) => snapshot.hasTag("failed"));
  const format = rankingFormat(i18n.language);

  let body: ReactNode;
  if (loading) body = <GhostList kind="ranking" count={HOME_TIPSTERS} />;
  else if (failed) body = <EmptyState compact body={t("homeFailed")} />;
  else if (rows.length === 0) body = <EmptyState compact body={t("homeTipstersEmpty")} />;
  else
    body = (
      <ol className="ranking-list home-tipsters">
        {rows.slice(0, HOME_TIPSTERS).map((row) => (
          <RankingRowView key={row.userId} row={row} tab={request.tab} format={format} compact />
        ))}
      </ol>
    );
  return (
    <Card title={t("homeTipsters")} icon={<UsersIcon size={18} />} className="home-tipsters-card">
      {body}
      <footer className="home-card__footer">
        <Link
          to="/$locale/tipsters-ranking/$sportCode/$tab/$period"
          params={{ locale, sportCode: sport.code, tab: request.tab, period: request.period }}
          className="home-card__link"
        >
          {t("homeTipstersLink")}
          <ArrowRightIcon size={16} />
        </Link>
      </footer>
    </Card>
  );
}
