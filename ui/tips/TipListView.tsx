import { useSelector } from "@xstate/react";
import { Fragment, type ReactNode } from "react";
import type { ActorRef, Snapshot } from "xstate";
import type { TipCard } from "../../domain/tips/tipsQuery.ts";
import type { TipListContext, TipListEvent, TipListTag } from "../../machines/tipList/tipListMachine.ts";
import { Card } from "../common/Card.tsx";
import { EmptyState } from "../common/EmptyState.tsx";
import { RetryCard } from "../common/RetryCard.tsx";
import { TipsIcon } from "../icons/UiIcons.tsx";
import { TipsSkeleton } from "./TipsSkeleton.tsx";

/** What a list of tips behind a cursor offers the view (see tipListMachine). */
export type TipListRef<Prefix extends string> = ActorRef<
  Snapshot<unknown> & {
    readonly value: unknown;
    readonly context: TipListContext<unknown>;
    hasTag(tag: TipListTag): boolean;
  },
  TipListEvent<Prefix>
>;

/** The page's words for the list's states, in its own namespace. */
export interface TipListLabels {
  readonly loading: string;
  readonly errorTitle: string;
  readonly errorBody: string;
  readonly retry: string;
  readonly emptyTitle: string;
  readonly emptyBody: string;
  readonly more: string;
  readonly loadingMore: string;
  /** Shown when a "more" failed; a list without it says nothing and keeps the button. */
  readonly moreFailed?: string;
}

/**
 * A list of tips behind a cursor as the tips page, the event's Tips tab and a profile show it: its
 * outline while the first page loads, the failure with a retry, the empty state, the cards, a failed
 * "more" and the button for more. The page says how one tip is shown around its card.
 */
export function TipListView<Prefix extends string>({
  list,
  prefix,
  labels,
  className = "tips-list",
  emptyAction,
  renderTip,
}: {
  readonly list: TipListRef<Prefix>;
  /** The list machine's event prefix (`tipsPage`, `tipsterTips`). */
  readonly prefix: Prefix;
  readonly labels: TipListLabels;
  readonly className?: string;
  /** What the empty state offers instead (a link elsewhere), under its words. */
  readonly emptyAction?: ReactNode;
  readonly renderTip: (tip: TipCard, onUnlocked: (tipId: string, comment: string) => void) => ReactNode;
}) {
  const tips = useSelector(list, (snapshot) => snapshot.context.tips);
  const hasNextPage = useSelector(list, (snapshot) => snapshot.context.hasNextPage);
  const loading = useSelector(list, (snapshot) => snapshot.hasTag("loading"));
  const loadingMore = useSelector(list, (snapshot) => snapshot.hasTag("loadingMore"));
  const failed = useSelector(list, (snapshot) => snapshot.hasTag("failed"));
  const moreFailed = useSelector(
    list,
    (snapshot) =>
      snapshot.value === "loaded" && snapshot.context.failure !== null && snapshot.context.hasNextPage,
  );
  const send = (event: TipListEvent<Prefix>) => list.send(event);
  const onUnlocked = (tipId: string, comment: string) =>
    send({ type: `${prefix}.tip.unlocked`, tipId, comment } as TipListEvent<Prefix>);

  if (loading) return <TipsSkeleton label={labels.loading} />;
  if (failed)
    return (
      <RetryCard
        title={labels.errorTitle}
        body={labels.errorBody}
        retry={labels.retry}
        onRetry={() => send({ type: `${prefix}.retry` } as TipListEvent<Prefix>)}
      />
    );
  if (tips.length === 0)
    return (
      <Card>
        {emptyAction ? (
          <div className="tips-empty">
            <EmptyState icon={<TipsIcon size={26} />} title={labels.emptyTitle} body={labels.emptyBody} />
            {emptyAction}
          </div>
        ) : (
          <EmptyState icon={<TipsIcon size={26} />} title={labels.emptyTitle} body={labels.emptyBody} />
        )}
      </Card>
    );
  return (
    <>
      <div className={className}>
        {tips.map((tip) => (
          // A tip whose comment arrives later (the browser's reload as the buyer) starts a new unlock.
          <Fragment key={`${tip.id}:${tip.comment !== null}`}>{renderTip(tip, onUnlocked)}</Fragment>
        ))}
      </div>
      {moreFailed && labels.moreFailed !== undefined && (
        <p className="tips-page__more-failed" role="alert">
          {labels.moreFailed}
        </p>
      )}
      {hasNextPage && (
        <button
          type="button"
          className="button button--ghost button--large tips-page__more"
          onClick={() => send({ type: `${prefix}.more` } as TipListEvent<Prefix>)}
          disabled={loadingMore}
          aria-busy={loadingMore}
        >
          {loadingMore ? labels.loadingMore : labels.more}
        </button>
      )}
    </>
  );
}
