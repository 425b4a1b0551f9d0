import type { Notification, NotificationChange } from "../../domain/notifications/notificationFeed.ts";

/** Newest first; ids break ties so the order never depends on arrival. */
const newestFirst = (a: Notification, b: Notification) =>
  b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** The held list with a page merged in: one item per id (the page's copy wins), newest first. */
export const mergePage = (
  held: ReadonlyArray<Notification>,
  page: ReadonlyArray<Notification>,
): ReadonlyArray<Notification> => {
  const fresh = new Set(page.map((n) => n.id));
  return [...held.filter((n) => !fresh.has(n.id)), ...page].sort(newestFirst);
};

/**
 * The held list after a realtime change: REMOVE drops it, UPDATE replaces it where held, CREATE adds it
 * (`show`: only while the panel is open; a closed panel reloads its first page when it opens).
 */
export const listAfter = (
  held: ReadonlyArray<Notification>,
  { change, notification }: Pick<NotificationChange, "change" | "notification">,
  show: boolean,
): ReadonlyArray<Notification> => {
  if (change === "REMOVE") return held.filter((n) => n.id !== notification.id);
  if (change === "UPDATE") return held.map((n) => (n.id === notification.id ? notification : n));
  return show ? mergePage(held, [notification]) : held;
};

/** Marks `ids` (or every held one) read; answers the list and how many of them were unread. */
export const markedRead = (
  held: ReadonlyArray<Notification>,
  ids: ReadonlyArray<string> | "all",
): { readonly list: ReadonlyArray<Notification>; readonly newlyRead: number } => {
  let newlyRead = 0;
  const list = held.map((n) => {
    if (n.read || (ids !== "all" && !ids.includes(n.id))) return n;
    newlyRead++;
    return { ...n, read: true };
  });
  return { list, newlyRead };
};
