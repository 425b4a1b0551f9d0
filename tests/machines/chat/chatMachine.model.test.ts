import { TestModel } from "@xstate/graph";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fromTransition, initialTransition, type SnapshotFrom, transition } from "xstate";
import { NetworkError } from "../../../domain/rpc/clientErrors.ts";
import {
  CHAT_RETRY_DELAY_MS,
  type ChatEvent,
  type ChatFetch,
  type ChatFetched,
  type ChatInput,
  chatMachine,
} from "../../../machines/chat/chatMachine.ts";
import { hasUnread, shownMessages } from "../../../machines/chat/chatView.ts";
import { transitionCoverage } from "../../helpers/transitionCoverage.ts";
import { chatHarness } from "./chatHarness.ts";
import { EVENT_ID, fakeChatServer, messageOf } from "./chatServer.ts";

/**
 * Model-based tests of the chat's window (issue 11 item 1). A model made of the chat machine's own pure
 * transitions and a server beside it: messages posted while the room is heard (pushed to the reader) or
 * while it is down (missed), the subscription dropping and coming back, scrolling to the top, the middle
 * and the bottom, the "new messages" button, fetches answered by the server (at one step) and reaching the
 * reader (at a later one, so the room may speak in between), and fetches failing. Three small rooms, each
 * walked through every transition: reading with the room speaking; a reconnect; failures.
 *
 * Each path is replayed on a running actor against a fake server, and the actor must match the model at
 * every step; at the step under test it holds no message twice, in order, never more than the limit, and
 * once quiet (no fetch out, the room heard, no resume due) the window is a run of the server's messages,
 * reaching the newest unless it says there are newer ones: nothing lost, nothing doubled.
 */
interface ModelConfig {
  /** Messages on the server at the start. */
  readonly initial: number;
  /** Messages held at most (pages are 2). */
  readonly limit: number;
  readonly posts: number;
  readonly drops: number;
  readonly failures: number;
}

const inputOf = (config: ModelConfig): ChatInput => ({
  eventId: EVENT_ID,
  viewerId: "me",
  blockedUserIds: [],
  language: "en",
  clientIdPrefix: "model-tab",
  limit: config.limit,
  pageSize: 2,
});

type ChatSnapshot = SnapshotFrom<typeof chatMachine>;
type FetchId = "fetchLatest" | "fetchBefore" | "fetchAfter";

interface ModelState {
  readonly chat: ChatSnapshot;
  /** Messages on the server (seq 1..server). */
  readonly server: number;
  readonly posts: number;
  /** Times the room dropped, and fetches failed (a few of each are enough to reach every state). */
  readonly drops: number;
  readonly failures: number;
  /** The room's subscription is up: a post is pushed to the reader. */
  readonly room: "down" | "up";
  /** The fetch out, as the machine asked it, and the server's answer once given. */
  readonly fetch: {
    readonly id: FetchId;
    readonly input: ChatFetch;
    readonly answer: ChatFetched | null;
  } | null;
}

type ModelEvent =
  | ChatEvent
  | { readonly type: "server.post" }
  | { readonly type: "server.answer" }
  | { readonly type: "room.up" }
  | { readonly type: "room.down" }
  | { readonly type: "fetch.arrive" }
  | { readonly type: "fetch.fail" }
  | { readonly type: "time.pass" };

/** The server's answer to a fetch (as tests/machines/chat/chatServer.ts answers it). */
const answerOf = (count: number, input: ChatFetch): ChatFetched => {
  const server = fakeChatServer(count);
  server.usersOnline = 1;
  return server.answer(input);
};

const historyState = (chat: ChatSnapshot): string => {
  const history = (chat.value as { history: unknown }).history;
  return typeof history === "string" ? history : `ready.${(history as { ready: string }).ready}`;
};

/** The fetch a history state makes, as the machine's invokes are written to ask (written apart from them). */
const fetchOf = (chat: ChatSnapshot): ModelState["fetch"] => {
  const { window, pageSize } = chat.context;
  const last = window.messages.at(-1)?.seq ?? 0;
  switch (historyState(chat)) {
    case "loading":
    case "ready.jumping":
      return {
        id: "fetchLatest",
        input: { eventId: EVENT_ID, direction: "latest", limit: pageSize },
        answer: null,
      };
    case "ready.fetchingUp":
      return {
        id: "fetchBefore",
        input: { eventId: EVENT_ID, direction: "before", cursor: window.messages[0]!.seq, limit: pageSize },
        answer: null,
      };
    case "ready.fetchingDown":
    case "ready.resuming":
      return {
        id: "fetchAfter",
        input: { eventId: EVENT_ID, direction: "after", cursor: last, limit: pageSize },
        answer: null,
      };
    default:
      return null;
  }
};

const FAILURE = new NetworkError({
  uri: "/funsclub-chat__api/rpc/get_chat_messages",
  cause: new Error("offline"),
});

const step = (state: ModelState, event: ModelEvent): ModelState => {
  const chatStep = (chatEvent: { readonly type: string }): ModelState => {
    const [chat] = transition(chatMachine, state.chat, chatEvent as ChatEvent);
    // A fetch starts when its state is entered and ends when it is answered or left.
    const fetchEnded =
      chatEvent.type.startsWith("xstate.done.") || chatEvent.type.startsWith("xstate.error.");
    const moved = historyState(chat) !== historyState(state.chat);
    return { ...state, chat, fetch: moved || fetchEnded ? fetchOf(chat) : state.fetch };
  };
  switch (event.type) {
    case "server.post": {
      const server = state.server + 1;
      const posted = { ...state, server, posts: state.posts + 1 };
      if (state.room === "down") return posted;
      return {
        ...chatStepFrom(posted, {
          type: "chat.topic",
          event: { kind: "message", message: messageOf(server) },
        }),
      };
    }
    case "server.answer":
      return state.fetch
        ? { ...state, fetch: { ...state.fetch, answer: answerOf(state.server, state.fetch.input) } }
        : state;
    case "fetch.arrive":
      return state.fetch?.answer
        ? chatStep({ type: `xstate.done.actor.${state.fetch.id}`, output: state.fetch.answer } as never)
        : state;
    case "fetch.fail":
      return state.fetch
        ? {
            ...chatStep({ type: `xstate.error.actor.${state.fetch.id}`, error: FAILURE } as never),
            failures: state.failures + 1,
          }
        : state;
    case "time.pass":
      return chatStep({ type: "xstate.after.retryDelay.chat.history.ready.cooling" });
    case "room.up":
      return { ...chatStep({ type: "chat.live" }), room: "up" };
    case "room.down":
      return { ...chatStep({ type: "chat.offline" }), room: "down", drops: state.drops + 1 };
    default:
      return chatStep(event);
  }
};

const chatStepFrom = (state: ModelState, event: ChatEvent): ModelState => step(state, event);

const initialState = (config: ModelConfig): ModelState => {
  const [chat] = initialTransition(chatMachine, inputOf(config));
  return {
    chat,
    server: config.initial,
    posts: 0,
    drops: 0,
    failures: 0,
    room: "down",
    fetch: fetchOf(chat),
  };
};

const key = (state: ModelState): string => {
  const { window, atTop, atBottom, activeId, replyTo, resumeWanted, buffer } = state.chat.context;
  return JSON.stringify([
    historyState(state.chat),
    window.messages.map((message) => message.seq),
    window.hasMoreBefore,
    window.hasMoreAfter,
    window.unread,
    atTop,
    atBottom,
    activeId,
    replyTo?.id ?? null,
    resumeWanted,
    buffer.length,
    state.server,
    state.drops,
    state.failures,
    state.room,
    state.fetch === null
      ? null
      : [state.fetch.id, state.fetch.input.cursor ?? null, state.fetch.answer !== null],
  ]);
};

const eventsOf = (config: ModelConfig, state: ModelState): ModelEvent[] => {
  const history = historyState(state.chat);
  const events: ModelEvent[] = [
    { type: "chat.scrolled", atTop: true, atBottom: false },
    { type: "chat.scrolled", atTop: false, atBottom: false },
    { type: "chat.scrolled", atTop: false, atBottom: true },
    { type: "chat.jumpToLatest" },
  ];
  if (state.posts < config.posts) events.push({ type: "server.post" });
  if (state.room === "down") events.push({ type: "room.up" });
  else if (state.drops < config.drops) events.push({ type: "room.down" });
  if (state.fetch && state.fetch.answer === null) events.push({ type: "server.answer" });
  if (state.fetch?.answer) events.push({ type: "fetch.arrive" });
  if (state.fetch && state.failures < config.failures) events.push({ type: "fetch.fail" });
  if (history === "failed") events.push({ type: "chat.retry" });
  if (history === "ready.cooling") events.push({ type: "time.pass" });
  return events;
};

const pathsOf = (config: ModelConfig) => {
  const logic = fromTransition(step, initialState(config));
  const snapshotKey = (snapshot: SnapshotFrom<typeof logic>) => key(snapshot.context);
  const model = new TestModel(logic, {
    events: (snapshot) => eventsOf(config, snapshot.context),
    serializeState: snapshotKey,
    serializeEvent: (event) => JSON.stringify(event),
  });
  return transitionCoverage(model, snapshotKey, snapshotKey);
};

/** What must hold after every step, whatever the path. */
const checkAlways = (state: ModelState) => {
  const { window, limit } = state.chat.context;
  const seqs = window.messages.map((message) => message.seq);
  expect(new Set(window.messages.map((message) => message.id)).size, "no message twice").toBe(seqs.length);
  expect(
    [...seqs].sort((a, b) => a - b),
    "oldest first",
  ).toEqual(seqs);
  expect(seqs.length, "within the limit").toBeLessThanOrEqual(limit);
};

/** Once quiet (the room heard, nothing fetched, no resume due): the window is a run of the server's messages. */
const checkQuiet = (state: ModelState) => {
  const { window, resumeWanted } = state.chat.context;
  const quiet =
    state.room === "up" && state.fetch === null && !resumeWanted && historyState(state.chat) === "ready.idle";
  if (!quiet || window.messages.length === 0) return;
  const seqs = window.messages.map((message) => message.seq);
  const first = seqs[0]!;
  expect(seqs, "a run of the server's messages").toEqual(seqs.map((_, index) => first + index));
  expect(window.hasMoreBefore, "older ones exist").toBe(first > 1);
  if (!window.hasMoreAfter) expect(seqs.at(-1), "nothing newer lost").toBe(state.server);
  // The unread flag means newer messages exist on the server that the list does not show.
  if (hasUnread(state.chat.context)) expect(window.hasMoreAfter).toBe(true);
};

afterEach(() => vi.useRealTimers());

/** Lets the fake calls' answers reach the actor (a few promise hops), without a timer. */
const flush = async () => {
  for (let hop = 0; hop < 8; hop++) await Promise.resolve();
};

/** Every path of the model replayed on a running actor over a fake server. */
const replay = async (config: ModelConfig, paths: ReturnType<typeof pathsOf>) => {
  vi.useFakeTimers();
  for (const { description, path } of paths) {
    const chat = chatHarness(fakeChatServer(config.initial), { autoFetch: false, input: inputOf(config) });
    chat.server.usersOnline = 1;
    let answer: ChatFetched | null = null;
    try {
      for (const [index, { event, state: snapshot }] of path.steps.entries()) {
        const state = snapshot.context;
        const modelEvent = event as ModelEvent;
        switch (modelEvent.type) {
          case "server.post":
            if (state.room === "up") chat.post();
            else chat.server.post();
            break;
          case "server.answer": {
            const [call] = chat.pendingFetches();
            if (JSON.stringify(call?.input) !== JSON.stringify(state.fetch?.input))
              expect(call?.input, "the fetch the model expects").toEqual(state.fetch?.input);
            answer = chat.server.answer(call!.input);
            break;
          }
          case "fetch.arrive":
            chat.pendingFetches()[0]!.resolve(answer!);
            answer = null;
            break;
          case "fetch.fail":
            chat.pendingFetches()[0]!.reject(FAILURE);
            answer = null;
            break;
          case "time.pass":
            await vi.advanceTimersByTimeAsync(CHAT_RETRY_DELAY_MS);
            break;
          case "room.up":
            chat.live();
            break;
          case "room.down":
            chat.offline();
            break;
          default:
            if ((modelEvent.type as string) !== "xstate.init") chat.actor.send(modelEvent as ChatEvent);
        }
        await flush();
        const actual = { ...state, chat: chat.actor.getSnapshot() };
        const fetchesOut = JSON.stringify(chat.pendingFetches().map((call) => call.input));
        // Every step must match the model; the last one, the transition under test, is checked in full.
        if (
          key(actual) !== key(state) ||
          fetchesOut !== JSON.stringify(state.fetch ? [state.fetch.input] : []) ||
          index === path.steps.length - 1
        ) {
          expect(key(actual)).toBe(key(state));
          checkAlways(actual);
          checkQuiet(actual);
          // Nobody is blocked here: the reader sees every message held.
          expect(shownMessages(actual.chat.context)).toEqual(actual.chat.context.window.messages);
          // The fetches out are the one the model expects, or none.
          expect(chat.pendingFetches().map((call) => call.input)).toEqual(
            state.fetch ? [state.fetch.input] : [],
          );
        }
      }
    } catch (error) {
      throw new Error(`${description}\n${(error as Error).message}`);
    } finally {
      chat.actor.stop();
    }
  }
};

const statesOf = (paths: ReturnType<typeof pathsOf>) =>
  new Set(paths.map(({ path }) => historyState(path.state.context.chat)));

describe("chatMachine model: reading while the room speaks", () => {
  const config: ModelConfig = { initial: 6, limit: 4, posts: 1, drops: 0, failures: 0 };
  const paths = pathsOf(config);

  it("scrolls up and down, trims the far edge and shows the unread flag somewhere", () => {
    const states = statesOf(paths);
    for (const name of ["loading", "ready.idle", "ready.fetchingUp", "ready.fetchingDown", "ready.jumping"])
      expect(states, name).toContain(name);
    expect(paths.some(({ path }) => path.state.context.chat.context.window.messages.length === 4)).toBe(true);
    expect(paths.some(({ path }) => path.state.context.chat.context.window.unread)).toBe(true);
  });

  it(
    `keeps the window's rules on every transition (${paths.length} paths)`,
    () => replay(config, paths),
    120_000,
  );
});

describe("chatMachine model: the room dropping and coming back", () => {
  const config: ModelConfig = { initial: 2, limit: 4, posts: 1, drops: 1, failures: 0 };
  const paths = pathsOf(config);

  it("resumes after the newest held", () => {
    expect(statesOf(paths)).toContain("ready.resuming");
  });

  it(
    `loses and doubles nothing on every transition (${paths.length} paths)`,
    () => replay(config, paths),
    120_000,
  );
});

describe("chatMachine model: fetches failing", () => {
  const config: ModelConfig = { initial: 2, limit: 4, posts: 1, drops: 0, failures: 1 };
  const paths = pathsOf(config);

  it("fails the first load, and pauses after any other", () => {
    const states = statesOf(paths);
    expect(states).toContain("failed");
    expect(states).toContain("ready.cooling");
  });

  it(`recovers on every transition (${paths.length} paths)`, () => replay(config, paths), 120_000);
});
