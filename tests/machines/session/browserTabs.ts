import { type Actor, createActor, fromPromise } from "xstate";
import { type AuthToken, SessionErrorCode } from "../../../domain/accounts/authToken.ts";
import { SESSION_CHANNEL_NAME } from "../../../domain/session/leadershipProtocol.ts";
import { readEntry } from "../../../domain/settings/versionedEntry.ts";
import {
  type AccessTokenInput,
  type RefreshTokenInput,
  sessionMachine,
} from "../../../machines/session/sessionMachine.ts";
import { createBroadcastLeadership } from "../../../ui/app/session/broadcastLeadership.ts";
import { createTokenStorage, tokenEntry } from "../../../ui/app/session/tokenStorage.ts";
import { createMemoryStorage } from "../../../ui/app/storage.ts";
import { createChannelHub } from "./fakeBroadcastChannel.ts";
import { apiError, issueToken, MINUTE } from "./sessionFixtures.ts";
import type { Tab } from "./tabsModel.ts";

/** A session call the server always accepts. */
const answered = fromPromise<unknown, AccessTokenInput>(async () => undefined);

/** Short-lived access tokens keep the scheduled refresh a minute away. */
export const TAB_ACCESS_MS = 2 * MINUTE;

/**
 * The accounts server as the tabs see it: it rotates the refresh token on every refresh and refuses a
 * spent one, so two tabs refreshing with the same token would end the session.
 */
const fakeAccountsServer = () => {
  let current: AuthToken | null = null;
  const refusals: Array<string> = [];
  return {
    current: () => current,
    refusals,
    signIn: (): AuthToken => {
      current = issueToken({ accessMs: TAB_ACCESS_MS });
      return current;
    },
    signOut: () => {
      current = null;
    },
    refresh: async ({ refreshToken }: RefreshTokenInput): Promise<AuthToken> => {
      if (current === null || refreshToken !== current.refreshToken) {
        refusals.push(refreshToken);
        throw apiError(SessionErrorCode.notFoundByRefreshToken);
      }
      current = issueToken({ accessMs: TAB_ACCESS_MS });
      return current;
    },
  };
};

/**
 * Tabs of one browser: each a real session machine with the real BroadcastChannel leadership and the real
 * token storage, over one fake channel hub and one shared storage; session calls go to one fake server.
 */
export const browserTabs = () => {
  const hub = createChannelHub();
  const storage = createMemoryStorage();
  const server = fakeAccountsServer();
  const actors = new Map<Tab, Actor<typeof sessionMachine>>();
  /** Every refresh a tab made, and whether it led when it made it. */
  const refreshes: Array<{ readonly tab: Tab; readonly leading: boolean }> = [];

  const machineFor = (tab: Tab) =>
    sessionMachine.provide({
      actors: {
        tokenStorage: createTokenStorage(storage, Date.now),
        leadership: createBroadcastLeadership({
          openChannel: () => hub.open(SESSION_CHANNEL_NAME),
        }),
        refreshToken: fromPromise<AuthToken, RefreshTokenInput>(({ input }) => {
          refreshes.push({ tab, leading: actors.get(tab)?.getSnapshot().hasTag("leader") ?? false });
          return server.refresh(input);
        }),
        validate: answered,
        keepAlive: answered,
        revokeKeepAlive: answered,
      },
    });

  return {
    server,
    refreshes,
    stored: (): AuthToken | null => readEntry(storage, tokenEntry) ?? null,
    open: (tab: Tab) => {
      if (actors.has(tab)) throw new Error(`tab ${tab} is already open`);
      actors.set(
        tab,
        createActor(machineFor(tab), { input: { now: Date.now, tabId: `tab-${tab}` } }).start(),
      );
    },
    close: (tab: Tab) => {
      actors.get(tab)?.stop();
      actors.delete(tab);
    },
    tab: (tab: Tab): Actor<typeof sessionMachine> => {
      const actor = actors.get(tab);
      if (!actor) throw new Error(`tab ${tab} is not open`);
      return actor;
    },
    openTabs: () => [...actors.keys()].sort(),
    closeAll: () => {
      for (const actor of actors.values()) actor.stop();
      actors.clear();
    },
  };
};
