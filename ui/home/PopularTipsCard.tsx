import { Link } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { HOME_TIPS, homeTipsKey, homeTipsRequest } from "../app/homeCardsActors.ts";
import { useAppActors, useLocale } from "../app/hooks.ts";
import { tipsActorsOf } from "../app/tipsActors.ts";
import { usePageActor } from "../app/usePageActor.ts";
import { Card } from "../common/Card.tsx";
import { EmptyState } from "../common/EmptyState.tsx";
import { GhostList } from "../common/GhostList.tsx";
import { useLineSettings } from "../feed/useLineSettings.ts";
import { TipsIcon } from "../icons/UiIcons.tsx";
import { type MainSport, sportIdOf } from "../sports/mainSports.ts";
import { TipCardView } from "../tips/TipCardView.tsx";
import { ArrowRightIcon } from "./HomeIcons.tsx";

/** The sport's 5 most popular tips on sale, as the tips page shows them (with their unlock), and a way there. */
export function PopularTipsCard({ sport }: { readonly sport: MainSport }) {
  const { t } = useTranslation("ranking");
  const locale = useLocale();
  const tips = tipsActorsOf(useAppActors().tips);
  const { timeZone } = useLineSettings();
  const sportId = sportIdOf(sport);
  const page = usePageActor(tips.logic, {
    key: homeTipsKey(sportId),
    input: homeTipsRequest(sportId),
    inspect: tips.deps.inspect,
    // NOTE: not the tips page's resume (a reload as the viewer): the home resumes from its HTML without a
    // fetch (issue 14), so a loaded list stays as the server rendered it and only a failed one loads again.
    resume: { type: "tipsPage.retry" },
  });
  const list = useSelector(page, (snapshot) => snapshot.context.tips);
  const loading = useSelector(page, (snapshot) => snapshot.hasTag("loading"));
  const failed = useSelector(page, (snapshot) => snapshot.hasTag("failed"));
  const sportName = t(sport.label);

  let body: ReactNode;
  if (loading) body = <GhostList kind="list" count={3} />;
  else if (failed) body = <EmptyState compact body={t("homeFailed")} />;
  else if (list.length === 0) body = <EmptyState compact body={t("homeTipsEmpty", { sport: sportName })} />;
  else
    body = (
      <div className="home-tips">
        {list.slice(0, HOME_TIPS).map((tip) => (
          <TipCardView
            key={`${tip.id}:${tip.comment !== null}`}
            tip={tip}
            timeZone={timeZone.name}
            onUnlocked={(tipId, comment) => page.send({ type: "tipsPage.tip.unlocked", tipId, comment })}
          />
        ))}
      </div>
    );
  return (
    <Card title={t("homePopularTips")} icon={<TipsIcon size={18} />} className="home-tips-card">
      {body}
      <footer className="home-card__footer">
        <Link
          to="/$locale/tips/$sportCode"
          params={{ locale, sportCode: sport.code }}
          className="home-card__link"
        >
          {t("homeTipsLink", { sport: sportName })}
          <ArrowRightIcon size={16} />
        </Link>
      </footer>
    </Card>
  );
}
