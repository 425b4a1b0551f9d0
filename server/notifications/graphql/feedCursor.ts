import type { FeedPosition } from "../notificationStore";

/** A page's end as an opaque cursor: the last notification's time (base 36) and id. */
export const cursorOf = (position: FeedPosition): string =>
  Buffer.from(`${position.createdAt.toString(36)}.${position.id}`).toString("base64url");

/** The position a cursor names, or undefined when it is not one of ours. */
export const positionOf = (cursor: string): FeedPosition | undefined => {
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  const match = /^([0-9a-z]{1,12})\.([0-9a-f-]{36})$/.exec(text);
  if (!match) return undefined;
  return { createdAt: Number.parseInt(match[1]!, 36), id: match[2]! };
};
