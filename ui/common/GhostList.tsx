/**
 * Faint outlines of the rows a side block will hold once data arrives: ranked tipsters (a position, an
 * avatar, a name, a value), media items (a thumbnail and two lines) or plain lines (a league's badge and
 * name). Decorative only. The lines' uneven widths come from the rows' places (components.css): the
 * page's CSP drops style attributes.
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
            <span className="ghost" />
            {kind === "media" && <span className="ghost" />}
          </span>
          {kind === "ranking" && <span className="ghost ghost--value" />}
        </li>
      ))}
    </ul>
  );
}
