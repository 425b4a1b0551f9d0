/**
 * What a category's badge reads: its flag code as letters (`gb` → `GB`, the subdivision flag `gb-eng` →
 * `ENG`, `atp` → `ATP`), or null for international competitions, which get a globe. Letters rather than
 * flag emoji, which many desktop systems draw as two plain letters anyway.
 */
export const categoryBadge = (icon: string): string | null => {
  const code = icon.trim().toLowerCase();
  if (code === "" || code === "int" || code === "world") return null;
  const last = code.split("-").at(-1)!;
  return last.slice(0, 3).toUpperCase();
};
