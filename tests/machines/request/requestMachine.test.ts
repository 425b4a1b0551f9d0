import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { ApiError, NetworkError } from "../../../domain/rpc/clientErrors.ts";
import { requestMachineOf } from "../../../machines/request/requestMachine.ts";

/** A request machine whose `send` waits for the test; `calls` lists what it was asked. */
const harness = () => {
  const calls: Array<{ input: string; resolve: (n: number) => void; reject: (e: unknown) => void }> = [];
  const machine = requestMachineOf<string, number>().provide({
    actors: {
      send: fromPromise<unknown, unknown>(
        ({ input }) =>
          new Promise((resolve, reject) => calls.push({ input: input as string, resolve, reject })),
      ),
    },
  });
  return { actor: createActor(machine).start(), calls };
};

describe("requestMachine", () => {
  it("sends the submitted input and keeps the answer", async () => {
    const { actor, calls } = harness();
    actor.send({ type: "request.submit", input: "a" });
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    calls[0]!.resolve(7);
    const done = await waitFor(actor, (s) => s.hasTag("succeeded"));
    expect(done.context).toEqual({ input: "a", output: 7, failure: null });
  });

  it("ignores a second submit while the first is on its way", () => {
    const { actor, calls } = harness();
    actor.send({ type: "request.submit", input: "a" });
    actor.send({ type: "request.submit", input: "b" });
    expect(calls.map((call) => call.input)).toEqual(["a"]);
  });

  it("sorts a refusal by its catalogue code and an unreachable server apart", async () => {
    const { actor, calls } = harness();
    actor.send({ type: "request.submit", input: "a" });
    calls[0]!.reject(
      new ApiError({ uri: "/x", errors: [{ code: "user.email_not_found", type: "NOT_FOUND", message: "" }] }),
    );
    const refused = await waitFor(actor, (s) => s.hasTag("failed"));
    expect(refused.context.failure).toEqual({ kind: "refused", code: "user.email_not_found" });

    actor.send({ type: "request.submit", input: "b" });
    expect(actor.getSnapshot().context.failure).toBeNull();
    calls[1]!.reject(new NetworkError({ uri: "/x", cause: new Error("offline") }));
    const offline = await waitFor(actor, (s) => s.hasTag("failed"));
    expect(offline.context.failure).toEqual({ kind: "network", code: null });
  });

  it("forgets everything on reset, even a request on its way", async () => {
    const { actor, calls } = harness();
    actor.send({ type: "request.submit", input: "a" });
    actor.send({ type: "request.reset" });
    calls[0]!.resolve(1);
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context).toEqual({ input: null, output: null, failure: null });
  });
});
