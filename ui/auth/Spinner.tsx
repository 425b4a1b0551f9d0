/** A small turning ring for work under way; the text beside it says what. */
export function Spinner({ size = 18 }: { readonly size?: number }) {
  return <span className="spinner" style={{ width: size, height: size }} aria-hidden="true" />;
}
