import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import type { AccountDeps } from "../../../ui/app/accountDeps.ts";
import type { AuthorizedCalls } from "../../../ui/app/authorizedCalls.ts";
import type { SessionActorRef } from "../../../ui/app/sessionActors.ts";
import { signOutOf } from "../../../ui/app/signOutActors.ts";

const TOKEN = { sessionId: "session-1" };

/** The user menu's sign-out over a session holding `token` and a server that answers with `close`. */
const wired = (token: typeof TOKEN | null, close: () => Promise<unknown>) => {
  const log: string[] = [];
  const calls = {
    rpc: async (command: { name: string }, payload: unknown) => {
      log.push(`rpc ${command.name} ${JSON.stringify(payload)}`);
      return close();
    },
  } as unknown as AuthorizedCalls;
  const session = {
    getSnapshot: () => ({ context: { token } }),
    send: (event: { type: string }) => log.push(`session ${event.type}`),
  } as unknown as SessionActorRef;
  const deps: AccountDeps = {
    run: () => Promise.reject(new Error("no public command here")),
    calls,
    session,
  };
  return { deps, log };
};

const signOut = async (deps: AccountDeps) => {
  const actor = createActor(signOutOf(deps)).start();
  actor.send({ type: "request.submit", input: null });
  return waitFor(actor, (snapshot) => !snapshot.hasTag("busy"));
};

describe("the user menu's sign-out", () => {
  it("closes this session on the server, then signs the browser out", async () => {
    const { deps, log } = wired(TOKEN, async () => ({}));
    const done = await signOut(deps);
    expect(done.hasTag("succeeded")).toBe(true);
    expect(log).toEqual(['rpc close_session {"sessionIds":["session-1"]}', "session session.signOut"]);
  });

  it("signs the browser out when the server cannot be reached", async () => {
    const { deps, log } = wired(TOKEN, () => Promise.reject(new Error("offline")));
    const done = await signOut(deps);
    expect(done.hasTag("failed")).toBe(true);
    expect(log.at(-1)).toBe("session session.signOut");
  });

  it("asks the server nothing when there is no token", async () => {
    const { deps, log } = wired(null, async () => ({}));
    await signOut(deps);
    expect(log).toEqual(["session session.signOut"]);
  });

  it("is made once per deps object", () => {
    const { deps } = wired(TOKEN, async () => ({}));
    expect(signOutOf(deps)).toBe(signOutOf(deps));
    expect(signOutOf(wired(TOKEN, async () => ({})).deps)).not.toBe(signOutOf(deps));
  });
});
