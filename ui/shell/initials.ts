/** Up to two initials of a display name (`Ann-Marie O'Neil` → `AO`); empty for an empty name. */
export const initialsOf = (name: string): string => {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = words[0] ? [...words[0]][0] : undefined;
  const last = words.length > 1 ? [...words[words.length - 1]!][0] : undefined;
  return `${first ?? ""}${last ?? ""}`.toLocaleUpperCase();
};
