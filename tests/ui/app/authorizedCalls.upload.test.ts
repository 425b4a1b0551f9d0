import { Effect, Layer, ManagedRuntime } from "effect";
import { afterEach, describe, expect, it } from "vitest";
import type { UploadAnswer } from "../../../domain/files/fileRoutes.ts";
import { ApiError, NetworkError } from "../../../domain/rpc/clientErrors.ts";
import { FileUpload } from "../../../transport/files/FileUpload.ts";
import { GraphqlClient } from "../../../transport/graphql/GraphqlClient.ts";
import { RpcClient } from "../../../transport/rpc/RpcClient.ts";
import { runOn } from "../../../ui/app/appRuntime.ts";
import { createAuthorizedCalls, NotSignedInError } from "../../../ui/app/authorizedCalls.ts";
import type { SessionActorRef } from "../../../ui/app/sessionActors.ts";
import { fakeSession } from "./fakeSession.ts";

const FILE = new File(["png"], "me.png", { type: "image/png" });
const ANSWER = {
  fileId: "5b0c1f6e-3a59-4b8e-9d0f-2a8f3c1d7e44",
  url: "/files/5b0c1f6e-3a59-4b8e-9d0f-2a8f3c1d7e44",
};
const refusal = (code: string) =>
  new ApiError({ uri: "/files__api/upload", errors: [{ code, type: "UNAUTHORIZED" }] });

type Send = FileUpload["Service"]["upload"];

/** An upload service that answers from a script, one step per call, recording the token each call carried. */
const scriptedSend = (steps: ReadonlyArray<"answer" | ApiError | NetworkError>) => {
  const tokens: string[] = [];
  const send: Send = ({ accessToken }) =>
    Effect.suspend(() => {
      tokens.push(accessToken);
      const step = steps[tokens.length - 1]!;
      return step === "answer" ? Effect.succeed(ANSWER) : Effect.fail(step);
    });
  return { send, tokens };
};

const runtimes: Array<{ readonly dispose: () => Promise<void> }> = [];
afterEach(async () => {
  for (const runtime of runtimes.splice(0)) await runtime.dispose();
});

/** The authorized upload over the app's runtime, its file service the scripted fake. */
const createAuthorizedUpload =
  (session: SessionActorRef, send: Send) =>
  (file: File, signal: AbortSignal): Promise<UploadAnswer> => {
    const runtime = ManagedRuntime.make(
      Layer.mergeAll(FileUpload.layerTest(send), RpcClient.layerTest([]), GraphqlClient.layerTest([])),
    );
    runtimes.push(runtime);
    return createAuthorizedCalls({ session, run: runOn(runtime) }).upload(file, signal);
  };

describe("authorized upload", () => {
  it("sends the session's token and tells the session the call went through", async () => {
    const { session, received } = fakeSession("access-1");
    const { send, tokens } = scriptedSend(["answer"]);
    await expect(createAuthorizedUpload(session, send)(FILE, new AbortController().signal)).resolves.toEqual(
      ANSWER,
    );
    expect(tokens).toEqual(["access-1"]);
    expect(received).toEqual([{ type: "session.apiSucceeded" }]);
  });

  it("sends once more with the refreshed token when the first one had lapsed", async () => {
    const { actor, session, received } = fakeSession("access-1");
    const { send, tokens } = scriptedSend([refusal("token.token_expired"), "answer"]);
    const upload = createAuthorizedUpload(session, send)(FILE, new AbortController().signal);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().hasTag("refreshing")).toBe(true);
    actor.send({ type: "test.refreshed", accessToken: "access-2" });
    await expect(upload).resolves.toEqual(ANSWER);
    expect(tokens).toEqual(["access-1", "access-2"]);
    expect(received.filter((event) => event.type.startsWith("session."))).toEqual([
      { type: "session.apiFailed", code: "token.token_expired", accessToken: "access-1" },
      { type: "session.apiSucceeded" },
    ]);
  });

  it("passes a refusal of the file itself on to the form, once reported", async () => {
    const { session, received } = fakeSession("access-1");
    const { send, tokens } = scriptedSend([refusal("file.unsupported_type")]);
    await expect(
      createAuthorizedUpload(session, send)(FILE, new AbortController().signal),
    ).rejects.toMatchObject({
      code: "file.unsupported_type",
    });
    expect(tokens).toHaveLength(1);
    expect(received).toEqual([
      { type: "session.apiFailed", code: "file.unsupported_type", accessToken: "access-1" },
    ]);
  });

  it("does not bother the session with a network failure", async () => {
    const { session, received } = fakeSession("access-1");
    const offline = new NetworkError({ uri: "/files__api/upload", cause: new Error("offline") });
    await expect(
      createAuthorizedUpload(session, scriptedSend([offline]).send)(FILE, new AbortController().signal),
    ).rejects.toBe(offline);
    expect(received).toEqual([]);
  });

  it("refuses at once when no one is signed in", async () => {
    const { actor, session } = fakeSession("access-1");
    actor.send({ type: "test.signedOut" });
    const { send, tokens } = scriptedSend(["answer"]);
    await expect(
      createAuthorizedUpload(session, send)(FILE, new AbortController().signal),
    ).rejects.toBeInstanceOf(NotSignedInError);
    expect(tokens).toEqual([]);
  });
});
