import { Effect, ManagedRuntime } from "effect";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, waitFor } from "xstate";
import { AccountErrorCode } from "../../../domain/accounts/accountErrors.ts";
import { UserVerifyEmail } from "../../../domain/accounts/emailCommands.ts";
import { ApiError } from "../../../domain/rpc/clientErrors.ts";
import { RpcClient } from "../../../transport/rpc/RpcClient.ts";
import { rpcHandler } from "../../../transport/rpc/rpcTestHandlers.ts";
import { runOn } from "../../../ui/app/appRuntime.ts";
import { createVerifyEmailPage } from "../../../ui/app/verifyEmailActors.ts";

const ACCOUNT = { userId: "user-1", email: "ada@example.com" };
const LINK = { emailVerificationToken: "link-1" };

/**
 * The verification page's actor over the app's runtime, against a back end where a link works once (as
 * the real one): the first verification answers when the test lets it, every later one is refused.
 */
const wired = () => {
  let calls = 0;
  let answer: (() => void) | undefined;
  const runtime = ManagedRuntime.make(
    RpcClient.layerTest([
      rpcHandler(UserVerifyEmail, () => {
        calls += 1;
        if (calls > 1) {
          return Effect.fail(
            new ApiError({
              uri: "/verify",
              errors: [{ code: AccountErrorCode.emailAlreadyVerified, type: "CONFLICT" }],
            }),
          );
        }
        return Effect.promise(() => new Promise<void>((resolve) => (answer = resolve))).pipe(
          Effect.as(ACCOUNT),
        );
      }),
    ]),
  );
  const verifyEmailPage = createVerifyEmailPage({ run: runOn(runtime) });
  const openPage = () => createActor(verifyEmailPage, { input: LINK }).start();
  return { runtime, openPage, calls: () => calls, answer: () => answer?.() };
};

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the verification link's page over the app's runtime", () => {
  // Only the clock of the runtime's cache is faked; promises and the scheduler run as they are.
  beforeEach(() => vi.useFakeTimers({ toFake: ["Date"] }));
  afterEach(() => vi.useRealTimers());

  it("shares one verification between the page's actors for the same link (a strict-mode remount)", async () => {
    const { runtime, openPage, calls, answer } = wired();
    const first = openPage();
    await settled();
    first.stop();
    const second = openPage();
    await settled();
    answer();
    const verified = await waitFor(second, (snapshot) => snapshot.matches("verified"));
    expect(verified.context.verified).toEqual(ACCOUNT);
    expect(calls()).toBe(1);

    // The shared answer is kept a while after it came, then the link is asked again (and refused).
    vi.setSystemTime(Date.now() + 5_000);
    expect((await waitFor(openPage(), (snapshot) => snapshot.matches("verified"))).context.verified).toEqual(
      ACCOUNT,
    );
    expect(calls()).toBe(1);
    vi.setSystemTime(Date.now() + 10_000);
    const late = openPage();
    await waitFor(late, (snapshot) => !snapshot.hasTag("checking"));
    expect(late.getSnapshot().matches("verified")).toBe(false);
    expect(calls()).toBe(2);
    await runtime.dispose();
  });
});
