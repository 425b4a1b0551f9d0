import { Link, useParams } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TIP_COST_MAX } from "../../domain/tips/tip.ts";
import { TIP_ORDERS } from "../../domain/tips/tipsQuery.ts";
import { useAppActors, useDocumentTitle, useLocale } from "../app/hooks.ts";
import { tipsPageKey, tipsRequest } from "../app/pageActors.ts";
import { tipsActorsOf } from "../app/tipsActors.ts";
import { usePageActor } from "../app/usePageActor.ts";
import { useLineSettings } from "../feed/useLineSettings.ts";
import { SportIcon } from "../icons/SportIcon.tsx";
import { SlidersIcon } from "../icons/UiIcons.tsx";
import {
  DEFAULT_SPORT,
  MAIN_SPORTS,
  type MainSport,
  mainSportByCode,
  sportIdOf,
} from "../sports/mainSports.ts";
import { ORDER_LABELS } from "./orderLabels.ts";
import { TipCardView } from "./TipCardView.tsx";
import { TipListView } from "./TipListView.tsx";
import { TipsFilterSheet } from "./TipsFilterSheet.tsx";

/** `/{locale}/tips/{sportCode}`: tips on sale for a sport (issue 8). The route has already checked the sport. */
export function TipsPage() {
  const { t } = useTranslation("tips");
  const { sportCode } = useParams({ from: "/$locale/tips/$sportCode" });
  const sport = mainSportByCode(sportCode) ?? mainSportByCode(DEFAULT_SPORT)!;
  useDocumentTitle(t("title", { sport: t(sport.label) }));
  return (
    <div className="page tips-page">
      <header className="page__header">
        <h1 className="page__title">{t("title", { sport: t(sport.label) })}</h1>
        <p className="page__subtitle">{t("subtitle")}</p>
        <Link to="/$locale/tips-record" params={{ locale: useLocale() }} className="auth-link">
          {t("recordLink")}
        </Link>
      </header>
      <TipsSportTabs current={sport} />
      <TipsList key={sport.code} sport={sport} />
    </div>
  );
}

function TipsSportTabs({ current }: { readonly current: MainSport }) {
  const { t } = useTranslation("tips");
  const locale = useLocale();
  return (
    <nav className="tabs tips-page__sports" aria-label={t("nav.tips")}>
      {MAIN_SPORTS.map((sport) => (
        <Link
          key={sport.code}
          to="/$locale/tips/$sportCode"
          params={{ locale, sportCode: sport.code }}
          className={sport.code === current.code ? "tabs__tab tabs__tab--current" : "tabs__tab"}
          aria-current={sport.code === current.code ? "page" : undefined}
        >
          <SportIcon sport={sport.code} size={16} />
          {t(sport.label)}
        </Link>
      ))}
    </nav>
  );
}

/** One sport's tips, by the page machine its route prefetched on the server. */
function TipsList({ sport }: { readonly sport: MainSport }) {
  const { t, i18n } = useTranslation("tips");
  const funNumber = new Intl.NumberFormat(i18n.language);
  const tips = tipsActorsOf(useAppActors().tips);
  const { timeZone } = useLineSettings();
  const sportId = sportIdOf(sport);
  const page = usePageActor(tips.logic, {
    key: tipsPageKey(sportId),
    input: tipsRequest(sportId),
    id: "tipsPage",
    inspect: tips.deps.inspect,
    resume: { type: "tipsPage.resume" },
  });
  const [filterOpen, setFilterOpen] = useState(false);
  const request = useSelector(page, (snapshot) => snapshot.context.request);
  const costFilter = request.costMin !== null || request.costMax !== null;

  return (
    <>
      <div className="tips-toolbar">
        <fieldset className="tabs tips-toolbar__orders" aria-label={t("sort")}>
          {TIP_ORDERS.map((order) => (
            <button
              key={order}
              type="button"
              className={order === request.order ? "tabs__tab tabs__tab--current" : "tabs__tab"}
              aria-pressed={order === request.order}
              onClick={() => page.send({ type: "tipsPage.order.select", order })}
            >
              {t(ORDER_LABELS[order])}
            </button>
          ))}
        </fieldset>
        <button
          type="button"
          className="button button--ghost tips-toolbar__filter"
          onClick={() => setFilterOpen(true)}
        >
          <SlidersIcon size={16} />
          {costFilter
            ? t("costRange", {
                min: funNumber.format(request.costMin ?? 0),
                max: funNumber.format(request.costMax ?? TIP_COST_MAX),
              })
            : t("filter")}
        </button>
      </div>
      <TipsFilterSheet
        open={filterOpen}
        request={request}
        onClose={() => setFilterOpen(false)}
        onApply={(filter) => {
          setFilterOpen(false);
          page.send({ type: "tipsPage.filter.apply", ...filter });
        }}
      />
      <TipListView
        list={page}
        prefix="tipsPage"
        labels={{
          loading: t("loadingMore"),
          errorTitle: t("errorTitle"),
          errorBody: t("errorBody"),
          retry: t("retry"),
          emptyTitle: t("emptyTitle"),
          emptyBody: t("emptyBody"),
          more: t("more"),
          loadingMore: t("loadingMore"),
          moreFailed: t("moreFailed"),
        }}
        renderTip={(tip, onUnlocked) => (
          <TipCardView tip={tip} timeZone={timeZone.name} onUnlocked={onUnlocked} />
        )}
      />
    </>
  );
}
