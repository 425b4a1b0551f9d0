/**
 * English: the source language and the shape every other locale must match (`Translations`), so a missing
 * or misspelt key in any locale is a type error, not a blank label at run time.
 */
export const translations = {
  app: {
    name: "FunsClub",
    title: "Live scores, odds and tips",
    home: "FunsClub home",
    skipToContent: "Skip to content",
  },
  nav: {
    main: "Main navigation",
    sports: "Sports",
    home: "Home",
    live: "Live",
    tips: "Tips",
    ranking: "Ranking",
    menu: "Menu",
  },
  sports: {
    soccer: "Soccer",
    tennis: "Tennis",
    basketball: "Basketball",
    iceHockey: "Ice hockey",
    volleyball: "Volleyball",
  },
  header: {
    signIn: "Sign in",
    settings: "Settings",
  },
  theme: {
    label: "Theme",
    dark: "Dark",
    light: "Light",
    switchToLight: "Switch to light theme",
    switchToDark: "Switch to dark theme",
  },
  language: {
    label: "Language",
  },
  settings: {
    title: "Settings",
    close: "Close settings",
    odds: "Show odds",
    oddsHint: "Bookmaker odds next to every match",
    timeZone: "Time zone",
    timeZoneHint: "Kick-off times and match days follow this zone",
  },
  sidebar: {
    sports: "Sports",
    topLeagues: "Top leagues",
    topLeaguesEmpty: "The most followed leagues will be listed here shortly.",
  },
  home: {
    today: "Today",
    topEvents: "Top events",
    topTournaments: "Top tournaments",
    topTipsters: "Top tipsters",
    popularTips: "Popular tips",
    latestNews: "Latest news",
  },
  empty: {
    liveTitle: "Live data arrives shortly",
    liveBody: "Scores, odds and kick-off times will appear here as soon as the feed starts.",
    tournaments: "The biggest competitions of the day will be listed here shortly.",
    tipsters: "The week's best tipsters will be ranked here shortly.",
    tips: "The community's most popular tips will appear here shortly.",
    news: "The latest headlines will appear here shortly.",
  },
  sportPage: {
    allMatches: "All matches",
    live: "Live",
    views: "Match views",
  },
  live: {
    title: "Live {{sport}}",
    emptyTitle: "No live matches right now",
    emptyBody: "Live scores arrive shortly. Matches in play will appear here and update in real time.",
  },
  day: {
    days: "Choose a day",
    today: "Today",
    emptyTitle: "No fixtures for this day yet",
    emptyBody: "Fixtures, results and odds for {{date}} arrive shortly.",
  },
  comingSoon: {
    badge: "Coming soon",
    signInTitle: "Accounts are on their way",
    signInBody: "Soon you will sign in to follow teams, join live chats and trade tips in FUN.",
    tipsTitle: "Tips are on their way",
    tipsBody: "Soon tipsters will publish predictions here, free or for FUN.",
    rankingTitle: "The tipster ranking is on its way",
    rankingBody: "Soon you will compare tipsters by profit, win rate and streak.",
    backHome: "Back to home",
  },
  notFound: {
    code: "404",
    title: "Page not found",
    body: "The page you are looking for does not exist or has moved.",
    home: "Go to home",
  },
  error: {
    title: "Error :(",
    unknown: "Something went wrong.",
    reload: "Reload",
  },
  cookies: {
    label: "Cookie notice",
    message: "We use cookies to remember your settings and to understand how FunsClub is used.",
    accept: "Accept",
    saved: "Cookie preferences saved",
  },
  toasts: {
    region: "Notifications",
    close: "Dismiss notification",
  },
};

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** The keys of the interface, each locale giving every one of them. */
export type Translations = Shape<typeof translations>;
