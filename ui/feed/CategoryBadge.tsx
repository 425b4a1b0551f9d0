import { GlobeIcon } from "../icons/UiIcons.tsx";
import { categoryBadge } from "./categoryBadge.ts";

/** The small square before a tournament's name: the category's country letters, or a globe. */
export function CategoryBadge({ icon }: { readonly icon: string }) {
  const letters = categoryBadge(icon);
  return (
    <span className="category-badge" aria-hidden="true">
      {letters ?? <GlobeIcon size={14} />}
    </span>
  );
}
