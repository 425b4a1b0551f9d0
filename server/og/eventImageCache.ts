/** One event's newest picture: what it shows (fingerprint) and the PNG, drawn or on its way. */
interface CachedImage {
  readonly fingerprint: string;
  readonly png: Promise<Buffer>;
}

/**
 * The drawn images, newest picture per event, least recently used out first past `capacity` events.
 * Requests for a picture being drawn wait for that drawing (single flight); a new fingerprint replaces
 * the event's entry, so a score change redraws once and old pictures are never served again. A failed
 * drawing is forgotten, so the next request tries again.
 */
export const makeEventImageCache = (capacity: number) => {
  const entries = new Map<string, CachedImage>();

  const remember = (eventId: string, entry: CachedImage): void => {
    entries.delete(eventId);
    entries.set(eventId, entry);
    if (entries.size > capacity) entries.delete(entries.keys().next().value!);
  };

  return {
    image: (eventId: string, fingerprint: string, draw: () => Promise<Buffer>): Promise<Buffer> => {
      const held = entries.get(eventId);
      if (held?.fingerprint === fingerprint) {
        remember(eventId, held);
        return held.png;
      }
      const png = draw();
      const entry = { fingerprint, png };
      remember(eventId, entry);
      png.catch(() => {
        if (entries.get(eventId) === entry) entries.delete(eventId);
      });
      return png;
    },
    size: (): number => entries.size,
  };
};

export type EventImageCache = ReturnType<typeof makeEventImageCache>;
