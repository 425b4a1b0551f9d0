import { useParams, useRouteContext } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import { DEFAULT_LOCALE_PATH, isLocalePath, type LocalePath } from "../../domain/i18n/locales.ts";
import { matchDayAt } from "../sports/matchDay.ts";
import type { RouterContext, SettingsActorRef } from "./routerContext.ts";

/** The locale of the current URL; the default outside the locale routes (the root not-found page). */
export const useLocale = (): LocalePath => {
  const { locale } = useParams({ strict: false });
  return locale !== undefined && isLocalePath(locale) ? locale : DEFAULT_LOCALE_PATH;
};

/** The app-wide actors, for route components (which get no props) to hand down. */
export const useAppActors = (): RouterContext => useRouteContext({ from: "__root__" });

/** Today as a match day in the visitor's chosen time zone. */
export const useToday = (settings: SettingsActorRef): string => {
  const offsetSeconds = useSelector(settings, (snapshot) => snapshot.context.timeZone.offsetSeconds);
  return matchDayAt(new Date(), offsetSeconds);
};

/** The tab title: the page's own title, then the product name. */
export const useDocumentTitle = (title: string): void => {
  useEffect(() => {
    document.title = `${title} · FunsClub`;
  }, [title]);
};
