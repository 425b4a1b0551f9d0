/** `If-None-Match`: `*`, or a list of tags (a weak `W/` one matches too: the comparison is weak). */
export const matchesEtag = (header: string | undefined, etag: string): boolean =>
  (header ?? "").split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
