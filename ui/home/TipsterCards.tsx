import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "../common/Card.tsx";
import { GhostList } from "../common/GhostList.tsx";
import { TipsIcon, UsersIcon } from "../icons/UiIcons.tsx";
import type { MainSport } from "../sports/mainSports.ts";

// NOTE: the tipster cards bring the ranking's and the tips page's machines and views (the tip card with
// its unlock); in the home's chunk they put its initial JS over the budget, so they are chunks of their
// own. The server renders them with the page; the browser hydrates them once their chunk arrives.
const LazyTopTipstersCard = lazy(() =>
  import("./TopTipstersCard.tsx").then((module) => ({ default: module.TopTipstersCard })),
);
const LazyPopularTipsCard = lazy(() =>
  import("./PopularTipsCard.tsx").then((module) => ({ default: module.PopularTipsCard })),
);

/** The home's top 3 tipsters of `sport` (ui/home/TopTipstersCard.tsx). */
export function TopTipstersCard({ sport }: { readonly sport: MainSport }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Card title={t("home.topTipsters")} icon={<UsersIcon size={18} />}>
          <GhostList kind="ranking" count={3} />
        </Card>
      }
    >
      <LazyTopTipstersCard sport={sport} />
    </Suspense>
  );
}

/** The home's 5 popular tips of `sport` (ui/home/PopularTipsCard.tsx). */
export function PopularTipsCard({ sport }: { readonly sport: MainSport }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Card title={t("home.popularTips")} icon={<TipsIcon size={18} />}>
          <GhostList kind="list" count={3} />
        </Card>
      }
    >
      <LazyPopularTipsCard sport={sport} />
    </Suspense>
  );
}
