/** A small turning ring for work under way; the text beside it says what. */
export function Spinner({ size = 18 }: { readonly size?: 14 | 16 | 18 }) {
  // The size is a class (auth.css), not a style attribute: the page's CSP drops inline styles.
  return <span className={`spinner spinner--${size}`} aria-hidden="true" />;
}
