import type { SnapshotFrom } from "xstate";
import { findEvent } from "../../domain/feed/filterFeedTree.ts";
import { type LineView, viewTopic } from "../../domain/feed/views.ts";
import type { HomeRequest } from "../../machines/home/homePageMachine.ts";
import { DEFAULT_SPORT, mainSportByCode, sportIdOf } from "../sports/mainSports.ts";
import type { FeedLogic } from "./feedActors.ts";
import type { HomePageLogic } from "./homeActors.ts";
import type { PageActorSpec } from "./pageSnapshots.ts";

/**
 * The page machines a server render runs, by the key their page component asks `PageSnapshots.take` for.
 * A route opts in with `loader: ({ context }) => context.pages.prefetch(feedPage(...))`; a spec's
 * `isMissing` turns the render into a 404 (an unknown event, and later a team, a player, an article).
 */
export const feedPageKey = (view: LineView): string => `feed ${viewTopic(view)}`;

export const feedPage = (logic: FeedLogic, view: LineView): PageActorSpec<FeedLogic> => ({
  key: feedPageKey(view),
  logic,
  input: view,
  isLoaded: (snapshot: SnapshotFrom<FeedLogic>) => snapshot.hasTag("live") || snapshot.hasTag("ended"),
  hasFailed: (snapshot: SnapshotFrom<FeedLogic>) => snapshot.hasTag("recovering"),
  // An event view whose snapshot holds no such event: the server knows none (the page says so, with 404).
  isMissing: (snapshot: SnapshotFrom<FeedLogic>) =>
    view.kind === "event" && findEvent(snapshot.context.tree, view.eventId) === undefined,
});

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
