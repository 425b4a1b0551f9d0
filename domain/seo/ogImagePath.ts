/** Where an event page's Open Graph image is served (1200×630 PNG), drawn by the server from the line. */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

export const eventOgImagePath = (eventId: string): string => `/og/event/${encodeURIComponent(eventId)}.png`;

/**
 * The event id of an Open Graph image path, or undefined when the path is not one. A broken escape
 * (`%E0%A4%A`) is still an image path, of an id no event has: "".
 */
export const eventIdOfOgImagePath = (path: string): string | undefined => {
  const match = /^\/og\/event\/([^/]+)\.png$/.exec(path);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return "";
  }
};
