/** Author colours: as many as chat.css has rules for (one per 30°; the page's CSP drops style attributes). */
export const AUTHOR_HUES = 12;

/** An author's colour step (0-11), so the same person's initials keep one colour in every chat. */
export const authorHueOf = (id: string): number => {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return hash % AUTHOR_HUES;
};
