/**
 * The outline of a match list (time, two teams, score), drawn faintly behind an empty state so the page
 * already has the shape it will have once scores arrive.
 */
export function GhostRows({ count }: { readonly count: number }) {
  return (
    <ul className="ghost-rows" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows never reorder
        <li key={index} className="ghost-row">
          <span className="ghost ghost--time" />
          <span className="ghost-row__teams">
            <span className="ghost ghost--team" style={{ width: `${52 + ((index * 17) % 30)}%` }} />
            <span className="ghost ghost--team" style={{ width: `${44 + ((index * 23) % 34)}%` }} />
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
