import { createActor, fromCallback } from "xstate";
import type { AuthToken } from "../../../domain/accounts/authToken.ts";
import type { LeadershipCommand, LeadershipEvent } from "../../../domain/session/leadershipProtocol.ts";
import {
  type AccessTokenInput,
  type RefreshTokenInput,
  sessionMachine,
  type TokenStorageCommand,
} from "../../../machines/session/sessionMachine.ts";
import { type PendingCall as Call, waitingActor } from "../../helpers/pendingCalls.ts";

/**
 * `sessionMachine` with every effect swapped for a fake the test drives: storage loads when the test says
 * so, each session call waits in its log until answered, the leadership actor is a puppet, and the three
 * resets are counted.
 */
export const sessionHarness = () => {
  const refreshes: Array<Call<RefreshTokenInput, AuthToken>> = [];
  const validations: Array<Call<AccessTokenInput, unknown>> = [];
  const keepAlives: Array<Call<AccessTokenInput, unknown>> = [];
  const revokes: Array<Call<AccessTokenInput, unknown>> = [];
  const storageCommands: Array<TokenStorageCommand> = [];
  const leadershipCommands: Array<LeadershipCommand> = [];
  const resets = { profile: 0, notifications: 0, favourites: 0 };
  let deliverStored: ((token: AuthToken | null) => void) | undefined;
  let toMachine: ((event: LeadershipEvent) => void) | undefined;

  const machine = sessionMachine.provide({
    actors: {
      tokenStorage: fromCallback<TokenStorageCommand>(({ sendBack, receive }) => {
        deliverStored = (token) => sendBack({ type: "session.storage.loaded", token, at: Date.now() });
        receive((command) => storageCommands.push(command));
      }),
      leadership: fromCallback<LeadershipCommand>(({ sendBack, receive }) => {
        toMachine = sendBack;
        receive((command) => leadershipCommands.push(command));
      }),
      refreshToken: waitingActor(refreshes),
      validate: waitingActor(validations),
      keepAlive: waitingActor(keepAlives),
      revokeKeepAlive: waitingActor(revokes),
    },
    actions: {
      resetProfile: () => void resets.profile++,
      resetNotifications: () => void resets.notifications++,
      resetFavourites: () => void resets.favourites++,
    },
  });
  const actor = createActor(machine, { input: { now: Date.now, tabId: "tab-1" } });
  const live = <T extends { live: () => boolean }>(calls: ReadonlyArray<T>) => calls.filter((c) => c.live());

  return {
    actor,
    refreshes,
    validations,
    keepAlives,
    revokes,
    storageCommands,
    leadershipCommands,
    resets,
    pending: () => ({
      refreshes: live(refreshes).length,
      validations: live(validations).length,
      keepAlives: live(keepAlives).length,
      revokes: live(revokes).length,
    }),
    /** The single call of this log the machine is waiting for; throws if there is not exactly one. */
    waitingCall: <TInput, TOutput>(log: ReadonlyArray<Call<TInput, TOutput>>): Call<TInput, TOutput> => {
      const waiting = live(log);
      if (waiting.length !== 1) throw new Error(`expected one waiting call, found ${waiting.length}`);
      return waiting[0]!;
    },
    /** The token the storage actor reports on start. */
    load: (token: AuthToken | null) => {
      if (!deliverStored) throw new Error("the storage actor has not started");
      deliverStored(token);
    },
    /** What the leadership actor would report: elections and messages from other tabs. */
    fromLeadership: (event: LeadershipEvent) => {
      if (!toMachine) throw new Error("the leadership actor has not started");
      toMachine(event);
    },
    /** What the storage holds after every command so far (null: nothing or cleared). */
    stored: (): AuthToken | null => {
      const last = storageCommands.at(-1);
      return last?.type === "tokenStorage.save" ? last.token : null;
    },
  };
};
export type SessionHarness = ReturnType<typeof sessionHarness>;
