import type { SnapshotFrom } from "xstate";
import { findEvent } from "../../domain/feed/filterFeedTree.ts";
import { type LineView, viewTopic } from "../../domain/feed/views.ts";
import type { TipsRequest } from "../../domain/tips/tipsQuery.ts";
import type { HomeRequest } from "../../machines/home/homePageMachine.ts";
import { DEFAULT_SPORT, mainSportByCode, sportIdOf } from "../sports/mainSports.ts";
import type { FeedLogic } from "./feedActors.ts";
import type { HomePageLogic } from "./homeActors.ts";
import type { PageActorSpec } from "./pageSnapshots.ts";
import type { TipsPageLogic } from "./tipsActors.ts";

/**
 * The page machines a server render runs, by the key their page component asks `PageSnapshots.take` for.
 * A route opts in with `loader: ({ context }) => context.pages.prefetch(feedPage(...))`; a spec's
 * `isMissing` turns the render into a 404 (an unknown event, and later a team, a player, an article).
 */
export const feedPageKey = (view: LineView): string => `feed ${viewTopic(view)}`;

export const feedPage = (
  logic: FeedLogic,
  view: LineView,
  { missingIs404 = true }: { readonly missingIs404?: boolean } = {},
): PageActorSpec<FeedLogic> => ({
  key: feedPageKey(view),
  logic,
  input: view,
  isLoaded: (snapshot: SnapshotFrom<FeedLogic>) => snapshot.hasTag("live") || snapshot.hasTag("ended"),
  hasFailed: (snapshot: SnapshotFrom<FeedLogic>) => snapshot.hasTag("recovering"),
  // An event view whose snapshot holds no such event: the line knows none (the page says so, with 404,
  // unless the route asks the archive next).
  ...(missingIs404
    ? {
        isMissing: (snapshot: SnapshotFrom<FeedLogic>) =>
          view.kind === "event" && findEvent(snapshot.context.tree, view.eventId) === undefined,
      }
    : {}),
});

/** Whether a carried or prefetched event view's snapshot lacks its event (the line does not list it). */
export const eventMissingFrom = (snapshot: unknown, eventId: string): boolean => {
  const tree = (snapshot as { context?: { tree?: Parameters<typeof findEvent>[0] } } | undefined)?.context
    ?.tree;
  return tree !== undefined && findEvent(tree, eventId) === undefined;
};

export const HOME_PAGE_KEY = "home";

/** What the home page loads first: the default sport, in the visitor's zone. */
export const homeRequest = (timeZoneOffset: number): HomeRequest => ({
  sportId: sportIdOf(mainSportByCode(DEFAULT_SPORT)!),
  timeZoneOffset,
});

/** The sidebar's top leagues of a sport's pages run the home machine too, under their own key. */
export const sidebarLeaguesKey = (sportId: string): string => `sidebar leagues ${sportId}`;

export const homePage = (
  logic: HomePageLogic,
  request: HomeRequest,
  key: string = HOME_PAGE_KEY,
): PageActorSpec<HomePageLogic> => ({
  key,
  logic,
  input: request,
  isLoaded: (snapshot: SnapshotFrom<HomePageLogic>) => snapshot.hasTag("loaded"),
  hasFailed: (snapshot: SnapshotFrom<HomePageLogic>) => snapshot.hasTag("failed"),
});

/** The tips page of a sport, under a key of its own per sport. */
export const tipsPageKey = (sportId: string): string => `tips ${sportId}`;

/** What the tips page first lists: the sport's newest tips on sale, whatever they cost. */
export const tipsRequest = (sportId: string): TipsRequest => ({
  sportId,
  order: "LAST_CREATED",
  costMin: null,
  costMax: null,
});

export const tipsPage = (logic: TipsPageLogic, sportId: string): PageActorSpec<TipsPageLogic> => ({
  key: tipsPageKey(sportId),
  logic,
  input: tipsRequest(sportId),
  isLoaded: (snapshot: SnapshotFrom<TipsPageLogic>) => snapshot.hasTag("loaded"),
  hasFailed: (snapshot: SnapshotFrom<TipsPageLogic>) => snapshot.hasTag("failed"),
});
