import { GlobeIcon } from "../icons/UiIcons.tsx";

/**
 * The small square before a competition's name: the category's flag code as letters (`gb-eng` → `ENG`),
 * or a globe for international ones. Letters rather than flag emoji, which many desktops draw as letters.
 */
export function CompetitionMark({ icon }: { readonly icon: string }) {
  const code = icon.trim().toLowerCase();
  const international = code === "" || code === "int" || code === "world";
  return (
    <span className="competition-mark" aria-hidden="true">
      {international ? <GlobeIcon size={12} /> : code.split("-").at(-1)!.slice(0, 3).toUpperCase()}
    </span>
  );
}
