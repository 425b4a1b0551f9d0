/**
 * Faint outlines of the rows a side block will hold once data arrives: ranked tipsters (a position, an
 * avatar, a name, a value), media items (a thumbnail and two lines) or plain lines (a league's badge and
 * name). Decorative only.
 */
export function GhostList({
  kind,
  count,
}: {
  readonly kind: "ranking" | "media" | "list";
  readonly count: number;
}) {
  return (
    <ul className={`ghost-list ghost-list--${kind}`} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows never reorder
        <li key={index} className="ghost-list__row">
          {kind === "ranking" && <span className="ghost-list__rank">{index + 1}</span>}
          <span className={kind === "media" ? "ghost ghost--thumb" : "ghost ghost--avatar"} />
          <span className="ghost-list__lines">
            <span className="ghost" style={{ width: `${70 - ((index * 19) % 28)}%` }} />
            {kind === "media" && <span className="ghost" style={{ width: `${48 - ((index * 11) % 16)}%` }} />}
          </span>
          {kind === "ranking" && <span className="ghost ghost--value" />}
        </li>
      ))}
    </ul>
  );
}
