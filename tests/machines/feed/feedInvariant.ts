import { expect } from "vitest";
import type { SnapshotFrom } from "xstate";
import type { FeedTree } from "../../../domain/feed/tree.ts";
import type { feedMachine } from "../../../machines/feed/feedMachine.ts";

/**
 * What must hold after every step of a feed run, whatever the network did: the machine is running, its
 * tree is the server's tree at the version it claims, no diff was refused, a live feed waits for nothing,
 * and the buffer holds increasing versions without repeats.
 */
export const expectFeedConsistent = (
  snapshot: SnapshotFrom<typeof feedMachine>,
  serverTreeAt: (version: number) => FeedTree,
): void => {
  const { context } = snapshot;
  expect(snapshot.status).toBe("active");
  if (context.version !== null) expect(context.tree).toEqual(serverTreeAt(context.version));
  expect(context.issues).toBe(0);
  if (snapshot.hasTag("live")) expect(context.buffer).toEqual([]);
  const buffered = context.buffer.map((batch) => batch.version);
  expect(buffered).toEqual([...new Set(buffered)].sort((a, b) => a - b));
  if (context.version !== null)
    for (const version of buffered) expect(version).toBeGreaterThan(context.version);
};
