/**
 * A team's crest stand-in until the statistics service gives real ones: up to two initials and a hue
 * that stays the same for the team everywhere (a hash of its id).
 */
export const teamInitials = (name: string): string => {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return "?";
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return (words[0]![0]! + words[1]![0]!).toUpperCase();
};

export const teamHue = (teamId: string): number => {
  let hash = 0;
  for (const char of teamId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
};
