import { Effect, Layer, ManagedRuntime } from "effect";
import { afterEach, describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { ApiError } from "../../../domain/rpc/clientErrors.ts";
import { HOME_TOP_QUERY, type HomeTopVariables } from "../../../domain/sportsbook/homeQuery.ts";
import { GraphqlClient } from "../../../transport/graphql/GraphqlClient.ts";
import { graphqlHandler } from "../../../transport/graphql/graphqlTestHandlers.ts";
import { runOn } from "../../../ui/app/appRuntime.ts";
import { createHomePageLogic } from "../../../ui/app/homeActors.ts";
import { answerFor } from "./homeHarness.ts";

/**
 * The machine as the composition root wires it (`ui/app/homeActors.ts`): its load goes through the
 * GraphQL client, here the in-memory fake, so the variables sent and the decoding of the answer are
 * checked without HTTP.
 */
const START = { sportId: "soccer-id", timeZoneOffset: 3600 };

const runtimes: Array<ManagedRuntime.ManagedRuntime<GraphqlClient, never>> = [];
const logicAnswering = (answer: (variables: HomeTopVariables) => Effect.Effect<unknown, ApiError>) => {
  const runtime = ManagedRuntime.make(
    Layer.mergeAll(
      GraphqlClient.layerTest([
        graphqlHandler("sportsbook", HOME_TOP_QUERY, (variables: HomeTopVariables) => answer(variables)),
      ]),
    ),
  );
  runtimes.push(runtime);
  return createHomePageLogic(runOn(runtime));
};

afterEach(async () => {
  for (const runtime of runtimes.splice(0)) await runtime.dispose();
});

describe("the wired home page machine", () => {
  it("asks the Sportsbook service for the sport, the offset and 5 tournaments, and shows the decoded answer", async () => {
    const asked: HomeTopVariables[] = [];
    const actor = createActor(
      logicAnswering((variables) => {
        asked.push(variables);
        return Effect.succeed(answerFor(variables));
      }),
      { input: START },
    ).start();
    const loaded = await waitFor(actor, (snapshot) => snapshot.matches("loaded"));
    expect(asked).toEqual([{ ...START, size: 5 }]);
    expect(loaded.context.answer).toEqual(answerFor(START));
    actor.stop();
  });

  it("refuses an answer of the wrong shape instead of showing it", async () => {
    const actor = createActor(
      logicAnswering(() => Effect.succeed({ topEvents: [{ id: 1 }], topTournaments: [] })),
      { input: START },
    ).start();
    const failed = await waitFor(actor, (snapshot) => snapshot.matches("failed"));
    expect(failed.context.answer).toBeNull();
    expect(failed.context.failure).toEqual({ kind: "unexpected", code: null });
    actor.stop();
  });

  it("passes the server's refusal on with its code", async () => {
    const actor = createActor(
      logicAnswering(() =>
        Effect.fail(
          new ApiError({
            uri: "/graphql/sportsbook",
            errors: [{ code: "sport.not_found", type: "NOT_FOUND", message: "Sport not found" }],
          }),
        ),
      ),
      { input: START },
    ).start();
    const failed = await waitFor(actor, (snapshot) => snapshot.matches("failed"));
    expect(failed.context.failure).toEqual({ kind: "refused", code: "sport.not_found" });
    actor.stop();
  });
});
