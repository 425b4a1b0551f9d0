import { WarningIcon } from "../icons/UiIcons.tsx";
import { Card } from "./Card.tsx";
import { EmptyState } from "./EmptyState.tsx";

/** A block that failed to load, with why and a button to ask again. */
export function RetryCard({
  title,
  body,
  retry,
  onRetry,
}: {
  readonly title: string;
  readonly body: string;
  /** The button's words. */
  readonly retry: string;
  readonly onRetry: () => void;
}) {
  return (
    <Card>
      <div className="line-empty">
        <EmptyState icon={<WarningIcon size={26} />} title={title} body={body} />
        <button type="button" className="button button--ghost" onClick={onRetry}>
          {retry}
        </button>
      </div>
    </Card>
  );
}
