import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { type LineView, viewTopic } from "../../domain/feed/views.ts";
import type { FeedLogic } from "../app/feedActors.ts";
import { useAppActors } from "../app/hooks.ts";
import { feedPageKey } from "../app/pageActors.ts";
import { usePageActor } from "../app/usePageActor.ts";

export type FeedActorRef = ActorRefFrom<FeedLogic>;

/**
 * Runs the feed of one view for as long as the calling component is mounted. The view is read once:
 * a page whose view changes (another sport, day or event) is remounted with a new `key`, so its loading
 * starts again (sports-data section 2).
 */
export const useFeed = (view: LineView): FeedActorRef => {
  const { feed } = useAppActors();
  // From the server's snapshot when the HTML carried one: it asks the server's log for what came since.
  return usePageActor(feed.logic, {
    key: feedPageKey(view),
    input: view,
    id: `feed ${viewTopic(view)}`,
    inspect: feed.inspect,
    resume: { type: "feed.resume" },
  });
};

/** What a page shows: nothing yet, current data, or data that may be behind (prices paused). */
export type FeedPhase = "loading" | "live" | "stale";

export const useFeedPhase = (feed: FeedActorRef): FeedPhase =>
  useSelector(feed, (snapshot) => {
    if (snapshot.context.version === null) return "loading";
    // A fresh start keeps the old tree on screen until the new snapshot lands: it is behind meanwhile.
    if (snapshot.hasTag("recovering") || snapshot.hasTag("loading")) return "stale";
    return "live";
  });

/** The event of an event view has ended: its tree is final and nothing more is subscribed. */
export const useFeedEnded = (feed: FeedActorRef) => useSelector(feed, (snapshot) => snapshot.hasTag("ended"));

export const useFeedTree = (feed: FeedActorRef) => useSelector(feed, (snapshot) => snapshot.context.tree);

/** The server time of the feed's version: "now" for rules that depend on the line's clock. */
export const useFeedTime = (feed: FeedActorRef) => useSelector(feed, (snapshot) => snapshot.context.time);
