import {
  isListQueryError,
  type ListFields,
  type ListFilter,
  type ListOrder,
  queryList,
} from "../../domain/statistics/listQuery";
import { isPageError, type Page, pageOf } from "../../domain/statistics/paging";
import { MAX_PAGE, StatisticsErrorCode } from "../../domain/statistics/statisticsErrors";
import type { StatMatch } from "../provider/StatisticsProvider";
import { ApiFailure } from "../rpc/ApiFailure";

export interface ListArguments {
  readonly first?: number | null;
  readonly after?: string | null;
  readonly where?: ListFilter | null;
  readonly orderBy?: ReadonlyArray<ListOrder> | null;
}

/**
 * One page of a list after its filter and order, or the catalogue's error for a bad argument (thrown as
 * an ApiFailure, which the resolver turns into a GraphQL error with its code).
 */
export const listPage = <T>(
  items: ReadonlyArray<T>,
  fields: ListFields<T>,
  args: ListArguments,
  defaultFirst: number,
  max: number = MAX_PAGE,
): Page<T> => {
  const listed = queryList(items, fields, args.where, args.orderBy);
  if (isListQueryError(listed))
    throw ApiFailure.of(
      StatisticsErrorCode.invalidField,
      "BAD_REQUEST",
      `This list has no field ${JSON.stringify(listed.fieldPath)}`,
    );
  const page = pageOf(listed, { first: args.first ?? defaultFirst, after: args.after }, max);
  if (isPageError(page)) {
    throw page.kind === "first"
      ? ApiFailure.of(StatisticsErrorCode.invalidPageSize, "BAD_REQUEST", `first must be 1 to ${page.max}`)
      : ApiFailure.of(StatisticsErrorCode.invalidCursor, "BAD_REQUEST", "after is not a cursor of this list");
  }
  return page;
};

/** The fields a list of events can be filtered and ordered by. */
export const EVENT_FIELDS: ListFields<StatMatch> = {
  status: (m) => m.status,
  round: (m) => m.round,
  roundType: (m) => m.roundType,
  group: (m) => m.group ?? "",
  tournamentId: (m) => m.tournamentId,
  startTime: (m) => m.startTime,
  teamId: (m) => [m.home.id, m.away.id],
};
