/**
 * A translated sentence whose `<strong>…</strong>` parts show strong: the one markup the interface's
 * strings use (an address in "We sent a link to <strong>{{email}}</strong>."). It stands in for
 * react-i18next's `Trans`, which weighs 4.8 KB gzip on the pages that load it. Everything else stays
 * text: React escapes it, whatever an interpolated value holds.
 */
export function StrongText({ text }: { readonly text: string }) {
  const parts = text.split(/<strong>(.*?)<\/strong>/);
  return (
    <>
      {parts.map((part, index) =>
        // Odd parts are what the tags held. The parts never move: their place is their key.
        // biome-ignore lint/suspicious/noArrayIndexKey: the sentence is rebuilt as a whole
        index % 2 === 1 ? <strong key={index}>{part}</strong> : part,
      )}
    </>
  );
}
