/** A tipster's picture, or the first letter of their name on the accent colour when they have none. */
export function TipsterAvatar({ name, avatar }: { readonly name: string; readonly avatar: string | null }) {
  return avatar ? (
    <img className="tipster-avatar" src={avatar} alt="" width={36} height={36} loading="lazy" />
  ) : (
    <span className="tipster-avatar tipster-avatar--monogram" aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
