import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useAppActors, useDocumentTitle, useToday } from "../app/hooks.ts";
import { HOME_PAGE_KEY, homeRequest } from "../app/pageActors.ts";
import { usePageActor } from "../app/usePageActor.ts";
import { NewsIcon } from "../icons/UiIcons.tsx";
import { DEFAULT_SPORT, mainSportByCode, mainSportById, sportIdOf } from "../sports/mainSports.ts";
import { formatMatchDay } from "../sports/matchDay.ts";
import { ComingSoonCard } from "./ComingSoonCard.tsx";
import { useHomeActors } from "./HomeActorsContext.tsx";
import { SportChooser } from "./SportChooser.tsx";
import { PopularTipsCard, TopTipstersCard } from "./TipsterCards.tsx";
import { TopEventsCard } from "./TopEventsCard.tsx";
import { TopTournamentsCard } from "./TopTournamentsCard.tsx";

/**
 * Home (sports-data section 2, accounts spec section 9): top events and top tournaments of the chosen sport
 * from the Sportsbook service, its top 3 tipsters and 5 most popular tips from the users service, and the
 * newest news still to come. The page's machine loads again whenever the sport or the visitor's time zone
 * changes; the tipster cards start anew for each sport.
 */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const { settings } = useAppActors();
  const { logic, inspect } = useHomeActors();
  const today = useToday(settings);
  const timeZone = useSelector(settings, (snapshot) => snapshot.context.timeZone);
  const oddsVisible = useSelector(settings, (snapshot) => snapshot.context.oddsVisible);
  useDocumentTitle(t("app.title"));

  const home = usePageActor(logic, {
    key: HOME_PAGE_KEY,
    input: homeRequest(timeZone.offsetSeconds),
    inspect,
    resume: { type: "home.resume" },
  });
  const sportId = useSelector(home, (snapshot) => snapshot.context.request.sportId);
  const sport = mainSportById(sportId) ?? mainSportByCode(DEFAULT_SPORT)!;

  useEffect(() => {
    home.send({ type: "home.timeZone.change", timeZoneOffset: timeZone.offsetSeconds });
  }, [home, timeZone.offsetSeconds]);

  return (
    <div className="page home">
      <header className="page__header">
        <h1 className="page__title">{t("home.today")}</h1>
        <p className="page__subtitle">
          {formatMatchDay(today, i18n.language, { weekday: "long", day: "numeric", month: "long" })}
        </p>
      </header>
      <SportChooser
        current={sport}
        onChoose={(chosen) => home.send({ type: "home.sport.select", sportId: sportIdOf(chosen) })}
      />
      <div className="home__grid">
        <div className="home__main">
          <TopEventsCard
            home={home}
            sport={sport}
            today={today}
            settings={{ timeZone: timeZone.name, oddsVisible }}
          />
          <PopularTipsCard key={sport.code} sport={sport} />
        </div>
        <div className="home__side">
          <TopTournamentsCard home={home} />
          <TopTipstersCard key={sport.code} sport={sport} />
          <ComingSoonCard
            title={t("home.latestNews")}
            icon={<NewsIcon size={18} />}
            body={t("home.newsSoon")}
            ghost="media"
            count={3}
          />
        </div>
      </div>
    </div>
  );
}
