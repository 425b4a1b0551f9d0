import "./statistics.css";
import { useSelector } from "@xstate/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { AnyActorRef } from "xstate";
import type { StatisticsPageTag } from "../../machines/statisticsPage/statisticsPageMachine.ts";
import { Card } from "../common/Card.tsx";
import { EmptyState } from "../common/EmptyState.tsx";
import { GhostList } from "../common/GhostList.tsx";
import { GhostRows } from "../common/GhostRows.tsx";
import { RetryCard } from "../common/RetryCard.tsx";
import { TrophyIcon } from "../icons/UiIcons.tsx";

/**
 * A statistics page machine's actor as the views read it (`useStatisticsPage(definition, request)` in
 * ui/app/statisticsPages.ts gives one): its tags, its answer, and the events they send.
 */
export interface StatisticsPageActor<Answer> extends Pick<AnyActorRef, "subscribe"> {
  getSnapshot(): {
    hasTag(tag: StatisticsPageTag): boolean;
    readonly context: { readonly answer: Answer | null };
  };
  send(event: {
    readonly type: "statisticsPage.retry" | "statisticsPage.more" | "statisticsPage.refresh";
  }): void;
}

export type StatisticsStatus = "loading" | "loaded" | "failed" | "missing";

/** The page's state by its tags: `loaded` stays while more loads or a refresh runs. */
export const statisticsStatusOf = (snapshot: {
  hasTag(tag: StatisticsPageTag): boolean;
}): StatisticsStatus =>
  snapshot.hasTag("missing")
    ? "missing"
    : snapshot.hasTag("loaded")
      ? "loaded"
      : snapshot.hasTag("failed")
        ? "failed"
        : "loading";

export const useStatisticsStatus = <Answer,>(actor: StatisticsPageActor<Answer>): StatisticsStatus =>
  useSelector(actor, statisticsStatusOf);

export const useStatisticsAnswer = <Answer,>(actor: StatisticsPageActor<Answer>): Answer | null =>
  useSelector(actor, (snapshot) => snapshot.context.answer);

/** What a loading block looks like: match rows, a table's lines, or a list of names. */
export type SkeletonKind = "events" | "table" | "list";

/** Faint outlines of what is loading, with its name for screen readers. */
export function StatisticsLoading({
  kind = "table",
  count = 8,
  label,
}: {
  readonly kind?: SkeletonKind;
  readonly count?: number;
  readonly label?: string;
}) {
  const { t } = useTranslation("statistics");
  return (
    <Card className="stat-skeleton">
      <div role="status" aria-busy="true" className="stat-skeleton__body">
        <span className="stat-hidden">{label ?? t("states.loading")}</span>
        {kind === "events" ? (
          <GhostRows count={count} />
        ) : (
          <GhostList kind={kind === "table" ? "ranking" : "list"} count={count} />
        )}
      </div>
    </Card>
  );
}

/** A block with nothing to show yet: a title and a sentence. */
export function StatisticsEmpty({
  title,
  body,
  icon,
}: {
  readonly title?: string;
  readonly body?: string;
  readonly icon?: ReactNode;
}) {
  const { t } = useTranslation("statistics");
  return (
    <Card className="stat-empty">
      <EmptyState
        icon={icon ?? <TrophyIcon size={26} />}
        title={title ?? t("states.emptyTitle")}
        body={body ?? t("states.emptyBody")}
      />
    </Card>
  );
}

/** A load that failed, with a button that sends the machine's retry. */
export function StatisticsError({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation("statistics");
  return (
    <RetryCard
      title={t("states.errorTitle")}
      body={t("states.errorBody")}
      retry={t("states.retry")}
      onRetry={onRetry}
    />
  );
}

/**
 * A statistics block in its four states: the skeleton while loading, the error with a retry, an empty
 * state when the answer is missing or has nothing to show (`isEmpty`), and `children(answer)` otherwise.
 * A page's main entity handles `missing` itself (a 404); a tab's data missing is only an empty block.
 */
export function StatisticsPageStates<Answer>({
  actor,
  skeleton,
  isEmpty,
  empty,
  children,
}: {
  readonly actor: StatisticsPageActor<Answer>;
  readonly skeleton?: ReactNode;
  readonly isEmpty?: (answer: Answer) => boolean;
  /** The empty state's words (the defaults say "nothing here yet"). */
  readonly empty?: { readonly title?: string; readonly body?: string; readonly icon?: ReactNode };
  readonly children: (answer: Answer) => ReactNode;
}) {
  const status = useStatisticsStatus(actor);
  const answer = useStatisticsAnswer(actor);
  if (status === "loading") return <>{skeleton ?? <StatisticsLoading />}</>;
  if (status === "failed")
    return <StatisticsError onRetry={() => actor.send({ type: "statisticsPage.retry" })} />;
  if (status === "missing" || answer === null || (isEmpty?.(answer) ?? false))
    return <StatisticsEmpty {...empty} />;
  return <>{children(answer)}</>;
}
