import type { TipsterTipsList } from "../../domain/tips/tipsterProfileQuery.ts";

/**
 * The profile's tabs by their path segment (`/user-profile/{userId}/view/{tab}/{sport}`): the spec's
 * three (active tips, closed tips, statistics) and its `tip-orders`, the owner's bought tips.
 */
export const PROFILE_TABS = ["active-tips", "closed-tips", "statistics", "tip-orders"] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** What `/user-profile/{userId}/view` shows: the tips a visitor can still act on. */
export const DEFAULT_PROFILE_TAB: ProfileTab = "active-tips";

export const isProfileTab = (segment: string): segment is ProfileTab =>
  (PROFILE_TABS as ReadonlyArray<string>).includes(segment);

/** The tip list a tab shows; null for the statistics. */
export const LIST_OF_TAB: Readonly<Record<ProfileTab, TipsterTipsList | null>> = {
  "active-tips": "active",
  "closed-tips": "closed",
  statistics: null,
  "tip-orders": "orders",
};

/** The tab's label key in the `tipster` namespace. */
export const TAB_LABELS = {
  "active-tips": "tab.activeTips",
  "closed-tips": "tab.closedTips",
  statistics: "tab.statistics",
  "tip-orders": "tab.tipOrders",
} as const satisfies Readonly<Record<ProfileTab, string>>;
