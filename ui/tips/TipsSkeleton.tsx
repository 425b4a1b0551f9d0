/**
 * The tips page while its first page loads: outlines of three cards. Widths come from the rows' places
 * (tips.css), not style attributes, which the page's CSP drops.
 */
export function TipsSkeleton({ label }: { readonly label: string }) {
  return (
    <div className="tips-list" role="status" aria-label={label} aria-busy="true">
      {[0, 1, 2].map((index) => (
        <div key={index} className="card tip-card tip-card--ghost" aria-hidden="true">
          <div className="tip-card__header">
            <span className="ghost ghost--avatar" />
            <span className="tip-card__who">
              <span className="ghost" />
              <span className="ghost" />
            </span>
          </div>
          <span className="ghost tip-card__ghost-title" />
          <span className="ghost tip-card__ghost-line" />
          <span className="ghost tip-card__ghost-line" />
        </div>
      ))}
    </div>
  );
}
