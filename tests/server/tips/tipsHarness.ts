import { expect } from "vitest";
import { joinPath } from "../../../domain/feed/ids";
import { CreatePrediction } from "../../../domain/tips/tipCommands";
import { SOCCER } from "../../helpers/lineBuilder";
import type { TestServer } from "../../helpers/testServer";
import { call, expectOk } from "../accounts/accountsHarness";

/** An outcome of the test line (lineBuilder's one tournament) by event, code and market. */
export const outcomePath = (eventId: string, code: string, marketName = "1x2--nil") =>
  joinPath(SOCCER.id, "cat-1", "tour-1", eventId, "full_event--0", marketName, code);

/** Publishes a tip over RPC as the holder of `accessToken`; answers its id. */
export const publishTip = async (
  server: TestServer,
  accessToken: string,
  tip: {
    readonly eventId: string;
    readonly code?: string;
    readonly marketName?: string;
    readonly cost?: number;
    readonly title?: string;
    readonly comment?: string;
  },
): Promise<string> =>
  expectOk<{ id: string }>(
    await call(
      server,
      CreatePrediction,
      {
        outcomeHashPath: outcomePath(tip.eventId, tip.code ?? "P1", tip.marketName),
        title: tip.title ?? "Pick",
        comment: tip.comment ?? "Why",
        cost: tip.cost ?? 0,
      },
      accessToken,
    ),
  ).id;

/** The users GraphQL service as a browser asks it; any error fails the test. */
export const usersQuery = async <T>(
  server: TestServer,
  text: string,
  variables: Record<string, unknown>,
  accessToken?: string,
): Promise<T> => {
  const response = await fetch(`${server.url}/graphql/users`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    body: JSON.stringify({ query: text, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
};
