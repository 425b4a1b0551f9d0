/**
 * The outline of a match list (time, two teams, score), drawn faintly behind an empty state so the page
 * already has the shape it will have once scores arrive. The names' uneven widths come from the rows'
 * places (components.css): the page's CSP drops style attributes.
 */
export function GhostRows({ count }: { readonly count: number }) {
  return (
    <ul className="ghost-rows" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows never reorder
        <li key={index} className="ghost-row">
          <span className="ghost ghost--time" />
          <span className="ghost-row__teams">
            <span className="ghost ghost--team" />
            <span className="ghost ghost--team" />
          </span>
          <span className="ghost-row__score">
            <span className="ghost ghost--score" />
            <span className="ghost ghost--score" />
          </span>
        </li>
      ))}
    </ul>
  );
}
