import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { GraphqlClient } from "../../../transport/graphql/GraphqlClient";
import { graphqlHandler, operationNameOf } from "../../../transport/graphql/graphqlTestHandlers";
import { TopTournaments } from "./fakeGateway";

const topFive = Effect.gen(function* () {
  const client = yield* GraphqlClient;
  return yield* client.query("statistics", TopTournaments, { sportId: "tennis", size: 5 });
});

describe("GraphqlClient.layerTest", () => {
  it("finds the operation name of a document", () => {
    expect(operationNameOf(TopTournaments)).toBe("TopTournaments");
  });

  it("answers from the fake registered for the service and operation, with the variables given", async () => {
    const fake = graphqlHandler("statistics", TopTournaments, (vars) =>
      Effect.succeed({ topTournaments: [{ id: `${vars.sportId}-${vars.size}` }] }),
    );
    const result = await Effect.runPromise(topFive.pipe(Effect.provide(GraphqlClient.layerTest([fake]))));
    expect(result).toEqual({ topTournaments: [{ id: "tennis-5" }] });
  });

  it("fails with an API error when the fake is for another service", async () => {
    const fake = graphqlHandler("sportsbook", TopTournaments, () => Effect.succeed({ topTournaments: [] }));
    const error = await Effect.runPromise(
      Effect.flip(topFive.pipe(Effect.provide(GraphqlClient.layerTest([fake])))),
    );
    expect(error).toMatchObject({ _tag: "ApiError", uri: "/graphql/statistics" });
  });
});
