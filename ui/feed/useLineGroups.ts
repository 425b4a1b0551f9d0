import { useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
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
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const previous = useRef<ReadonlyArray<LineGroup>>([]);
  return useMemo(() => {
    const groups = keepUnchangedGroups(previous.current, lineGroups(tree, sportId, locale, keep));
    previous.current = groups;
    return groups;
  }, [tree, sportId, locale, keep]);
};
