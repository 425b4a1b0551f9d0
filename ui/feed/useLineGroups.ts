import { useMemo, useRef } from "react";
import type { FeedEvent, FeedTree } from "../../domain/feed/tree.ts";
import { keepUnchangedGroups, type LineGroup, lineGroups } from "./lineGroups.ts";

/**
 * A line page's groups (`lineGroups`), keeping the objects of the groups a new tree did not change so
 * their memoised cards skip the render. `keep` must be stable (a module constant).
 */
export const useLineGroups = (
  tree: FeedTree,
  sportId: string,
  keep: (event: FeedEvent) => boolean,
): ReadonlyArray<LineGroup> => {
  const previous = useRef<ReadonlyArray<LineGroup>>([]);
  return useMemo(() => {
    const groups = keepUnchangedGroups(previous.current, lineGroups(tree, sportId, keep));
    previous.current = groups;
    return groups;
  }, [tree, sportId, keep]);
};
