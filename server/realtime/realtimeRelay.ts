import { randomUUID } from "node:crypto";
import type { RealtimeHub } from "./hub";
import type { RelayBus } from "./RelayBus";
import type { RelayMessage } from "./relayMessage";

/**
 * The seam between a feature's realtime events and the processes that hold the sockets. `npm start` is
 * one process: publishing is the hub's. In cluster mode each gateway holds some of the sockets, so an
 * event published anywhere (a chat message sent to one gateway, a demo fan on the ingest process) goes to
 * this hub and over the bus to every other; and counted topics (a chat's people online) are summed over
 * the processes' own counts.
 */
export interface RealtimeRelay {
  /** Pushes `data` to the topic's subscribers on every process. */
  readonly publish: (topic: string, data: unknown) => void;
  /** This hub's subscribers of a counted topic changed (a TopicRegistry hook calls it). */
  readonly countChanged: (topic: string, localCount: number) => void;
  /** Subscribers of a counted topic on every process's hub. */
  readonly subscribers: (topic: string) => number;
  /** Hears when a counted topic's total may have changed, here or on another process. */
  readonly onTotalChanged: (listener: (topic: string) => void) => () => void;
  readonly close: () => void;
}

export interface RelayOptions {
  readonly hub: Pick<RealtimeHub, "publish" | "subscriberCount">;
  /** Without a bus the relay is this process's hub alone (`npm start`). */
  readonly bus?: RelayBus;
  /** How long changed counts wait to go out together. */
  readonly announceMs?: number;
  /** Every this often a process repeats all its counts; another's counts unheard of for 3 of these expire. */
  readonly heartbeatMs?: number;
}

interface RemoteCounts {
  heardAt: number;
  readonly counts: Map<string, number>;
}

export const makeRealtimeRelay = ({
  hub,
  bus,
  announceMs = 100,
  heartbeatMs = 10_000,
}: RelayOptions): RealtimeRelay => {
  const origin = randomUUID();
  const listeners = new Set<(topic: string) => void>();
  /** This process's counts of counted topics, zero ones dropped. */
  const local = new Map<string, number>();
  const remote = new Map<string, RemoteCounts>();
  const changed = new Map<string, number>();
  let announceTimer: ReturnType<typeof setTimeout> | undefined;

  const totalChanged = (topic: string) => {
    for (const listener of listeners) listener(topic);
  };

  const announce = (full: boolean) => {
    if (!bus) return;
    const counts = full ? local : changed;
    bus.send({ kind: "counts", origin, full, counts: Object.fromEntries(counts) });
    changed.clear();
  };

  const receive = (message: RelayMessage) => {
    if (message.origin === origin) return;
    switch (message.kind) {
      case "publish":
        hub.publish(message.topic, message.data);
        return;
      case "hello":
        announce(true);
        return;
      case "counts": {
        const entry = remote.get(message.origin) ?? { heardAt: 0, counts: new Map<string, number>() };
        remote.set(message.origin, entry);
        entry.heardAt = Date.now();
        const touched = new Set(Object.keys(message.counts));
        if (message.full) {
          for (const topic of entry.counts.keys()) touched.add(topic);
          entry.counts.clear();
        }
        for (const [topic, count] of Object.entries(message.counts)) {
          if (count > 0) entry.counts.set(topic, count);
          else entry.counts.delete(topic);
        }
        for (const topic of touched) totalChanged(topic);
        return;
      }
    }
  };

  const stopReceiving = bus?.receive(receive);
  bus?.send({ kind: "hello", origin });

  // A process that died took its sockets with it: its counts go once its heartbeats stop.
  const heartbeat = bus
    ? setInterval(() => {
        announce(true);
        const now = Date.now();
        for (const [from, entry] of remote) {
          if (now - entry.heardAt <= 3 * heartbeatMs) continue;
          remote.delete(from);
          for (const topic of entry.counts.keys()) totalChanged(topic);
        }
      }, heartbeatMs)
    : undefined;
  heartbeat?.unref();

  return {
    publish: (topic, data) => {
      hub.publish(topic, data);
      bus?.send({ kind: "publish", origin, topic, data });
    },
    countChanged: (topic, localCount) => {
      if (localCount > 0) local.set(topic, localCount);
      else local.delete(topic);
      totalChanged(topic);
      if (!bus) return;
      changed.set(topic, localCount);
      announceTimer ??= setTimeout(() => {
        announceTimer = undefined;
        announce(false);
      }, announceMs);
    },
    subscribers: (topic) => {
      let total = hub.subscriberCount(topic);
      for (const entry of remote.values()) total += entry.counts.get(topic) ?? 0;
      return total;
    },
    onTotalChanged: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => {
      if (heartbeat) clearInterval(heartbeat);
      if (announceTimer) clearTimeout(announceTimer);
      // Leaving: the others drop this process's counts at once rather than at expiry.
      if (bus && local.size > 0) bus.send({ kind: "counts", origin, full: true, counts: {} });
      stopReceiving?.();
    },
  };
};
