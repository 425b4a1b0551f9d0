import { Effect, Exit } from "effect";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../domain/rpc/clientErrors.ts";
import { asSignedInUser, NotSignedInError } from "../../../ui/app/authorizedCalls.ts";
import { fakeSession } from "./fakeSession.ts";

/**
 * The retry itself, apart from RPC, GraphQL and uploads (authorizedCalls.test.ts and
 * authorizedCalls.upload.test.ts run it through each): the ends a form meets when the refresh does not
 * save the call.
 */
const refusal = (code: string) => new ApiError({ uri: "/call", errors: [{ code, type: "UNAUTHORIZED" }] });

/** A call that fails or answers from a script, one step per call, recording the token each call carried. */
const scripted = (steps: ReadonlyArray<"answer" | ApiError>) => {
  const tokens: string[] = [];
  const call = (accessToken: string) =>
    Effect.suspend(() => {
      tokens.push(accessToken);
      const step = steps[tokens.length - 1]!;
      return step === "answer" ? Effect.succeed("answered") : Effect.fail(step);
    });
  return { call, tokens };
};

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("asSignedInUser", () => {
  it("fails with the lapsed token's refusal when the session ends instead of refreshing", async () => {
    const { actor, session, received } = fakeSession("access-1");
    const { call, tokens } = scripted([refusal("token.token_expired"), "answer"]);
    const result = Effect.runPromiseExit(asSignedInUser(session, call));
    await tick();
    actor.send({ type: "test.signedOut" });
    const exit = await result;
    expect(Exit.isFailure(exit) && Exit.findErrorOption(exit)).toMatchObject({
      value: { code: "token.token_expired" },
    });
    expect(tokens).toEqual(["access-1"]);
    expect(received).toEqual([
      { type: "session.apiFailed", code: "token.token_expired", accessToken: "access-1" },
      { type: "test.signedOut" },
    ]);
  });

  it("tries once more only: a refusal of the new token too is the form's failure", async () => {
    const { actor, session, received } = fakeSession("access-1");
    const { call, tokens } = scripted([
      refusal("token.token_expired"),
      refusal("token.token_disabled"),
      "answer",
    ]);
    const result = Effect.runPromise(Effect.flip(asSignedInUser(session, call)));
    await tick();
    actor.send({ type: "test.refreshed", accessToken: "access-2" });
    expect(await result).toMatchObject({ code: "token.token_disabled" });
    expect(tokens).toEqual(["access-1", "access-2"]);
    expect(received.filter(({ type }) => type === "session.apiFailed")).toEqual([
      { type: "session.apiFailed", code: "token.token_expired", accessToken: "access-1" },
      { type: "session.apiFailed", code: "token.token_disabled", accessToken: "access-2" },
    ]);
  });

  it("waits for a refresh under way before calling, and calls nothing once interrupted", async () => {
    const { actor, session } = fakeSession("access-1");
    actor.send({ type: "session.apiFailed", code: "token.token_expired", accessToken: "access-1" });
    const { call, tokens } = scripted(["answer"]);
    const controller = new AbortController();
    const result = Effect.runPromiseExit(asSignedInUser(session, call), { signal: controller.signal });
    await tick();
    expect(tokens).toEqual([]);
    controller.abort();
    expect(Exit.hasInterrupts(await result)).toBe(true);
    actor.send({ type: "test.refreshed", accessToken: "access-2" });
    await tick();
    expect(tokens).toEqual([]);
  });

  it("calls with the refreshed token once the refresh under way is over", async () => {
    const { actor, session } = fakeSession("access-1");
    actor.send({ type: "session.apiFailed", code: "token.token_expired", accessToken: "access-1" });
    const { call, tokens } = scripted(["answer"]);
    const result = Effect.runPromise(asSignedInUser(session, call));
    await tick();
    actor.send({ type: "test.refreshed", accessToken: "access-2" });
    expect(await result).toBe("answered");
    expect(tokens).toEqual(["access-2"]);
  });

  it("refuses with NotSignedInError when the session stops", async () => {
    const { actor, session } = fakeSession("access-1");
    actor.send({ type: "session.apiFailed", code: "token.token_expired", accessToken: "access-1" });
    const { call, tokens } = scripted(["answer"]);
    const result = Effect.runPromise(Effect.flip(asSignedInUser(session, call)));
    await tick();
    actor.stop();
    expect(await result).toBeInstanceOf(NotSignedInError);
    expect(tokens).toEqual([]);
  });
});
