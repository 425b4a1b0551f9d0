import { isLive } from "../../domain/event/lifecycle";
import { applyFeedDiffs } from "../../domain/feed/applyFeedDiffs";
import { isDayInWindow } from "../../domain/feed/dayWindow";
import type { FeedBatch, FeedDiff } from "../../domain/feed/diff";
import { diffFeedTrees } from "../../domain/feed/diffFeedTrees";
import { filterFeedTree, forEachEvent } from "../../domain/feed/filterFeedTree";
import { projectBatch } from "../../domain/feed/projectBatch";
import { suspendLine } from "../../domain/feed/suspendLine";
import {
  makeViewRelevance,
  type TouchedBatch,
  type TouchedEvent,
  touchBatch,
} from "../../domain/feed/touchedBatch";
import type { FeedTree, Sport } from "../../domain/feed/tree";
import {
  type FeedSnapshot,
  type LineView,
  localDate,
  parseViewTopic,
  viewTopic,
} from "../../domain/feed/views";
import type { Logger } from "../log";
import type { ProviderUpdate, SportsDataProvider } from "../provider/SportsDataProvider";
import type { RealtimeHub } from "../realtime/hub";
import type { TopicRegistry } from "../realtime/topics";
import type { FeedStore } from "./feedStore";
import { type ActiveView, activateView, gapFromRing, pushRing, viewKeeps, viewSport } from "./lineViews";

export interface FeedEngineOptions {
  readonly provider: SportsDataProvider;
  readonly store: FeedStore;
  readonly hub: RealtimeHub;
  readonly topics: TopicRegistry;
  readonly logger: Logger;
  /** Provider silence after which its markets are shown suspended. */
  readonly silenceMs?: number;
  /** Recent batches kept in memory per sport and per watched view, for gaps. */
  readonly ringSize?: number;
  /** How often the state tables catch up with the log. */
  readonly flushMs?: number;
  /** How long a view stays warm after its last watcher leaves, so reconnecting clients can catch up. */
  readonly viewLingerMs?: number;
  readonly now?: () => number;
  /**
   * Called the moment a batch's commit resolved (written to the log), before any view publishes it.
   * For benches that time a change from commit to screen; the engine itself never needs it.
   */
  readonly onCommitted?: (batch: FeedBatch) => void;
  /**
   * How views follow their sport: `incremental` (the default) projects each batch from the events it
   * touched; `refilter` filters the whole line again for every view and diffs it, as before issue 10.
   * The second is kept for the bench's comparison only.
   */
  readonly projection?: "incremental" | "refilter";
}

export type BatchListener = (batch: FeedBatch, before: FeedTree, after: FeedTree) => void;

interface SportState {
  version: number;
  time: number;
  tree: FeedTree;
  /** The provider's own last line, restored when it speaks again after a silence. */
  providerLine: Sport | undefined;
  /**
   * The line at an older version and every batch since, up to the ring's size: any view's gap from a
   * version at or after it can be projected, watched here or not (after a restart, from the database's
   * line and log; in cluster mode, for a client whose websocket is on another gateway). It rolls forward
   * as batches come, its line folded one batch at a time.
   */
  history: { version: number; tree: FeedTree; readonly batches: FeedBatch[] } | undefined;
}

/**
 * The server side of the live feed: turns each provider update into a versioned batch of diffs,
 * commits it (log and state tables in one transaction), then pushes each watched view's projection
 * on its topic. Views carry their sport's version numbers, so a client can tell a gap from a quiet moment.
 */
export class FeedEngine {
  private readonly sports = new Map<string, SportState>();
  private readonly views = new Map<string, ActiveView>();
  private readonly pending = new Map<string, Sport>();
  private draining: Promise<void> | undefined;
  private lastHeard: number;
  private suspended = false;
  private stopProvider: (() => void) | undefined;
  private watchdog: ReturnType<typeof setInterval> | undefined;
  private flusher: ReturnType<typeof setInterval> | undefined;
  private flushing: Promise<void> | undefined;
  private readonly now: () => number;
  private readonly ringSize: number;
  /** Who hears every published batch with its sport's line before and after (see `onBatch`). */
  private readonly batchListeners = new Set<BatchListener>();
  /** Counts cached per sport version. */
  private readonly countCache = new Map<string, { readonly version: number; readonly value: unknown }>();

  private constructor(private readonly options: FeedEngineOptions) {
    this.now = options.now ?? Date.now;
    this.ringSize = options.ringSize ?? 1000;
    this.lastHeard = this.now();
  }

  static async start(options: FeedEngineOptions): Promise<FeedEngine> {
    const engine = new FeedEngine(options);
    for (const [sportId, stored] of await options.store.load()) {
      const { history } = stored;
      engine.sports.set(sportId, {
        version: stored.version,
        time: stored.time,
        tree: { sports: { [sportId]: stored.line } },
        providerLine: undefined,
        history: history
          ? {
              version: history.version,
              tree: history.line ? { sports: { [sportId]: history.line } } : { sports: {} },
              batches: [...history.batches],
            }
          : { version: stored.version, tree: { sports: { [sportId]: stored.line } }, batches: [] },
      });
    }
    // A day view outside the listed window is no topic at all: it could only cost a projection.
    const isViewTopic = (topic: string): boolean => {
      const view = parseViewTopic(topic);
      if (view?.kind !== "day") return view !== undefined;
      return isDayInWindow(view.date, view.timeZoneOffset, options.provider.now());
    };
    options.topics.register(isViewTopic, {
      firstSubscriber: (topic) => engine.watch(topic),
      lastSubscriberLeft: (topic) => engine.unwatch(topic),
    });
    engine.stopProvider = options.provider.start({
      update: (update) => engine.onUpdate(update),
      heartbeat: () => engine.onHeard(),
      committed: (batch) => engine.onCommittedElsewhere(batch),
    });
    const silenceMs = options.silenceMs ?? 15_000;
    engine.watchdog = setInterval(() => engine.checkSilence(silenceMs), Math.min(1000, silenceMs / 3));
    engine.watchdog.unref();
    engine.flusher = setInterval(() => void engine.flush(), options.flushMs ?? 2000);
    engine.flusher.unref();
    return engine;
  }

  async stop(): Promise<void> {
    this.stopProvider?.();
    if (this.watchdog) clearInterval(this.watchdog);
    if (this.flusher) clearInterval(this.flusher);
    for (const view of this.views.values()) if (view.lingerTimer) clearTimeout(view.lingerTimer);
    await this.settled();
    await this.flush();
  }

  /** Brings the state tables up to the log; one flush at a time. */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    this.flushing = this.options.store.flush().catch((error: unknown) => {
      this.options.logger.error("feed flush failed", {
        error: error instanceof Error ? error.message : String(error),
      });
    });
    await this.flushing;
    this.flushing = undefined;
  }

  /** Resolves once every update received so far is committed and published. */
  async settled(): Promise<void> {
    while (this.draining) await this.draining;
  }

  // --- provider side -------------------------------------------------------------------------------

  private onUpdate(update: ProviderUpdate): void {
    const state = this.sports.get(update.sportId);
    if (state) state.providerLine = update.line;
    else
      this.sports.set(update.sportId, {
        version: 0,
        time: 0,
        tree: { sports: {} },
        providerLine: update.line,
        history: undefined,
      });
    this.pending.set(update.sportId, update.line);
    this.onHeard();
    this.drain();
  }

  private onHeard(): void {
    this.lastHeard = this.now();
    if (!this.suspended) return;
    this.suspended = false;
    this.options.logger.info("provider speaks again; markets restored", {
      provider: this.options.provider.name,
    });
    for (const [sportId, state] of this.sports) {
      if (!this.pending.has(sportId) && state.providerLine) this.pending.set(sportId, state.providerLine);
    }
    this.drain();
  }

  private checkSilence(silenceMs: number): void {
    if (this.suspended || this.now() - this.lastHeard <= silenceMs) return;
    this.suspended = true;
    this.options.logger.warn("provider silent; markets suspended", { provider: this.options.provider.name });
    for (const [sportId, state] of this.sports) {
      const line = state.tree.sports[sportId];
      if (line) this.pending.set(sportId, suspendLine(line));
    }
    this.drain();
  }

  private drain(): void {
    if (this.draining) return;
    this.draining = (async () => {
      while (this.pending.size > 0) {
        const [sportId, line] = this.pending.entries().next().value as [string, Sport];
        this.pending.delete(sportId);
        try {
          await this.commit(sportId, line);
        } catch (error) {
          this.options.logger.error("feed commit failed", {
            sportId,
            error: error instanceof Error ? error.message : String(error),
          });
        }
      }
    })().finally(() => {
      this.draining = undefined;
    });
  }

  private async commit(sportId: string, line: Sport): Promise<void> {
    const state = this.sports.get(sportId)!;
    const after: FeedTree = { sports: { [sportId]: line } };
    const diffs = diffFeedTrees(state.tree, after);
    if (diffs.length === 0) return;
    const batch: FeedBatch = { sportId, version: state.version + 1, time: this.now(), diffs };
    await this.options.store.append(batch, after);
    this.publishCommitted(state, batch, after);
  }

  /**
   * A batch the ingest worker committed (server/ingest/): folded into this thread's tree, then published
   * as one committed here would be. The worker diffed the whole line; the fold costs what the batch touched.
   */
  private onCommittedElsewhere(batch: FeedBatch): void {
    let state = this.sports.get(batch.sportId);
    if (!state) {
      state = {
        version: 0,
        time: 0,
        tree: { sports: {} },
        providerLine: undefined,
        history: undefined,
      };
      this.sports.set(batch.sportId, state);
    }
    if (batch.version <= state.version) return;
    if (batch.version !== state.version + 1) {
      this.options.logger.error("feed batches lost between the ingest worker and the serving thread", {
        sportId: batch.sportId,
        held: state.version,
        received: batch.version,
      });
    }
    this.publishCommitted(state, batch, applyFeedDiffs(state.tree, batch.diffs).tree);
  }

  private publishCommitted(state: SportState, batch: FeedBatch, after: FeedTree): void {
    this.options.onCommitted?.(batch);
    const before = state.tree;
    state.tree = after;
    state.version = batch.version;
    state.time = batch.time;
    this.rollHistory(state, batch);
    this.publish(before, after, batch);
    this.wakeWaiters(batch.sportId, batch.version);
    for (const listener of this.batchListeners) {
      try {
        listener(batch, before, after);
      } catch (error) {
        this.options.logger.error("feed batch listener failed", {
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
  }

  /**
   * Hears every batch this engine publishes (committed here or by the ingest side), after its views, with
   * the sport's line before and after it: what reacts to the play (the chat's demo fans) reads the change
   * there. Answers how to stop hearing.
   */
  onBatch(listener: BatchListener): () => void {
    this.batchListeners.add(listener);
    return () => this.batchListeners.delete(listener);
  }

  /**
   * Keeps the history joined to the current version, at most a ring's worth of batches behind it: the
   * oldest batch is folded into its line (structure shared with the newer lines, so it costs what the
   * batch changed). A history the new batch does not follow (a hole) starts again from this version.
   */
  private rollHistory(state: SportState, batch: FeedBatch): void {
    const history = state.history;
    const last = history?.batches.at(-1)?.version ?? history?.version;
    if (!history || last !== batch.version - 1) {
      state.history = { version: batch.version, tree: state.tree, batches: [] };
      return;
    }
    history.batches.push(batch);
    while (history.batches.length > this.ringSize) {
      const oldest = history.batches.shift()!;
      history.tree = applyFeedDiffs(history.tree, oldest.diffs).tree;
      history.version = oldest.version;
    }
  }

  private readonly waiters = new Set<{ sportId: string; version: number; wake: () => void }>();

  private wakeWaiters(sportId: string, version: number): void {
    for (const waiter of this.waiters) {
      if (waiter.sportId === sportId && waiter.version <= version) {
        this.waiters.delete(waiter);
        waiter.wake();
      }
    }
  }

  /**
   * Resolves once this engine holds `version` of the view's sport, or after `timeoutMs`. In cluster mode a
   * client's snapshot may come from a gateway a batch ahead of the one it asks for a gap: that one waits a
   * moment for the batch rather than answer "gone" and send the client back to a fresh snapshot.
   */
  reach(view: LineView, version: number, timeoutMs: number): Promise<void> {
    const sportId = viewSport(view, this.trees());
    if (!sportId || this.version(sportId) >= version) return Promise.resolve();
    return new Promise((resolve) => {
      const waiter = { sportId, version, wake: () => resolve() };
      this.waiters.add(waiter);
      setTimeout(() => {
        this.waiters.delete(waiter);
        resolve();
      }, timeoutMs).unref();
    });
  }

  /** Projects a committed batch onto every view of its sport and pushes each its part. */
  private publish(before: FeedTree, after: FeedTree, batch: FeedBatch): void {
    // What the batch touched is read once for all views; day views of one offset share their dates.
    const touched = touchBatch(before, after, batch.diffs);
    const relevant = makeViewRelevance(touched);
    for (const view of this.views.values()) {
      if (view.sportId === batch.sportId) this.project(view, touched, relevant(view.view), batch);
    }
  }

  private project(
    view: ActiveView,
    touched: TouchedBatch,
    events: ReadonlyArray<TouchedEvent>,
    batch: FeedBatch,
  ): void {
    let diffs: FeedDiff[];
    if (this.options.projection === "refilter") {
      const filtered = filterFeedTree(touched.after, view.keep);
      diffs = diffFeedTrees(view.filtered, filtered);
      view.filtered = filtered;
    } else {
      const projected = projectBatch(view.filtered, touched, view.keep, events);
      diffs = projected.diffs;
      view.filtered = projected.tree;
    }
    const projected: FeedBatch = { ...batch, diffs };
    pushRing(view.ring, projected, this.ringSize);
    // NOTE: batches without diffs are pushed too: they keep each view's versions contiguous, so that a
    // client can tell a missed batch (a gap to fetch) from a quiet moment.
    this.options.hub.publish(view.topic, projected);
  }

  // --- views ---------------------------------------------------------------------------------------

  private trees(): Map<string, FeedTree> {
    return new Map([...this.sports].map(([id, state]) => [id, state.tree]));
  }

  private watch(topic: string): void {
    const existing = this.views.get(topic);
    if (existing) {
      existing.watched = true;
      if (existing.lingerTimer) clearTimeout(existing.lingerTimer);
      existing.lingerTimer = undefined;
      return;
    }
    const view = parseViewTopic(topic);
    if (view) this.views.set(topic, activateView(view, topic, this.trees()));
  }

  private unwatch(topic: string): void {
    const view = this.views.get(topic);
    if (!view) return;
    view.watched = false;
    view.lingerTimer = setTimeout(() => {
      if (!view.watched) this.views.delete(topic);
    }, this.options.viewLingerMs ?? 300_000);
    view.lingerTimer.unref();
  }

  /** A view's state now: from its warm projection when watched, else filtered on the spot. */
  snapshot(view: LineView): FeedSnapshot {
    const active = this.views.get(viewTopic(view)) ?? activateView(view, viewTopic(view), this.trees());
    const state = active.sportId ? this.sports.get(active.sportId) : undefined;
    return { version: state?.version ?? 0, time: state?.time ?? this.now(), tree: active.filtered };
  }

  /**
   * A view's state now, with its batches kept from here on for a while (as a view lingers after its last
   * watcher): a page rendered with this snapshot resumes through `gap` instead of a fresh snapshot.
   */
  snapshotToResume(view: LineView): FeedSnapshot {
    const snapshot = this.snapshot(view);
    const topic = viewTopic(view);
    // NOTE: only a view with something in it is kept: requests for made-up event ids must not pile up views.
    if (!this.views.get(topic)?.watched && Object.keys(snapshot.tree.sports).length > 0) {
      this.watch(topic);
      this.unwatch(topic);
    }
    return snapshot;
  }

  /**
   * A view's batches after `fromVersion`, or null when they are no longer held: from the view's ring, else
   * projected from its sport's history (a view not watched here, or watched since after `fromVersion`).
   * The projection is kept as the view's ring, the view lingering, so the next client's gap is a ring read.
   */
  gap(view: LineView, fromVersion: number): FeedBatch[] | null {
    const topic = viewTopic(view);
    const active = this.views.get(topic);
    const sportId = active ? active.sportId : viewSport(view, this.trees());
    const state = sportId ? this.sports.get(sportId) : undefined;
    if (!state) return null;
    const fromRing = active ? gapFromRing(active.ring, fromVersion, state.version) : null;
    if (fromRing) return fromRing;
    // Before the history's version there is nothing to answer from: no replay for it.
    if (!state.history || fromVersion < state.history.version || fromVersion > state.version) return null;
    const replayed = this.replayHistory(state, view, fromVersion);
    if (!replayed) return null;
    if (!active) {
      this.watch(topic);
      this.unwatch(topic);
    }
    const kept = this.views.get(topic);
    if (kept) kept.ring.splice(0, kept.ring.length, ...replayed.slice(-this.ringSize));
    return gapFromRing(replayed, fromVersion, state.version);
  }

  /**
   * The view's batches after `fromVersion` to the current one: the history's line folded up to
   * `fromVersion`, filtered for the view, then each later batch projected in turn. Undefined when the
   * history does not join the current version.
   */
  private replayHistory(state: SportState, view: LineView, fromVersion: number): FeedBatch[] | undefined {
    const history = state.history;
    if (!history) return undefined;
    const { batches } = history;
    if (history.version + batches.length !== state.version) return undefined;
    let tree = history.tree;
    for (const batch of batches) {
      if (batch.version > fromVersion) break;
      tree = applyFeedDiffs(tree, batch.diffs).tree;
    }
    const keep = viewKeeps(view);
    let filtered = filterFeedTree(tree, keep);
    return batches
      .filter((batch) => batch.version > fromVersion)
      .map((batch) => {
        const after = applyFeedDiffs(tree, batch.diffs).tree;
        const touched = touchBatch(tree, after, batch.diffs);
        const projected = projectBatch(filtered, touched, keep, makeViewRelevance(touched)(view));
        tree = after;
        filtered = projected.tree;
        return { ...batch, diffs: projected.diffs };
      });
  }

  /** Every sport's whole line at its current version, for what lists everything (the sitemap). */
  lines(): FeedSnapshot[] {
    return [...this.sports.values()].map(({ version, time, tree }) => ({ version, time, tree }));
  }

  hasSport(sportId: string): boolean {
    return this.options.provider.sports().some((sport) => sport.id === sportId);
  }

  version(sportId: string): number {
    return this.sports.get(sportId)?.version ?? 0;
  }

  /** A sport's whole line at `version(sportId)`; a batch folds into a new tree, so it is never changed. */
  line(sportId: string): FeedTree | undefined {
    return this.sports.get(sportId)?.tree;
  }

  isSuspended(): boolean {
    return this.suspended;
  }

  // --- counters ------------------------------------------------------------------------------------

  private cached<T>(key: string, sportId: string, compute: () => T): T {
    const version = this.version(sportId);
    const hit = this.countCache.get(key);
    if (hit && hit.version === version) return hit.value as T;
    const value = compute();
    this.countCache.set(key, { version, value });
    return value;
  }

  liveCounters(): Array<{ sportId: string; count: number }> {
    return this.options.provider.sports().map(({ id }) => ({
      sportId: id,
      count: this.cached(`live:${id}`, id, () => {
        let count = 0;
        const tree = this.sports.get(id)?.tree;
        if (tree) forEachEvent(tree, (event) => isLive(event.status) && count++);
        return count;
      }),
    }));
  }

  dayCounters(sportId: string, timeZoneOffset: number): Array<{ date: string; count: number }> {
    return this.cached(`day:${sportId}:${timeZoneOffset}`, sportId, () => {
      const counts = new Map<string, number>();
      const tree = this.sports.get(sportId)?.tree;
      if (tree) {
        forEachEvent(tree, (event) => {
          const date = localDate(event.startTime, timeZoneOffset);
          counts.set(date, (counts.get(date) ?? 0) + 1);
        });
      }
      return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([date, count]) => ({ date, count }));
    });
  }
}
