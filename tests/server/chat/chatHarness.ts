import { randomUUID } from "node:crypto";
import {
  AddUserToChatBlackList,
  DeleteChatMessage,
  DeleteUserFromChatBlackList,
  GetChatMessages,
  SendChatMessage,
} from "../../../domain/chat/chatCommands";
import type { ChatMessage } from "../../../domain/chat/chatMessage";
import type { AppOptions } from "../../../server/app";
import { makeManualProvider } from "../../../server/provider/manualProvider";
import { type EventSpec, line, SOCCER } from "../../helpers/lineBuilder";
import { startTestServer, type TestServer } from "../../helpers/testServer";
import { call, expectOk, signedInUser, testPolicy } from "../accounts/accountsHarness";
import { type MovableClock, movableClock } from "../accounts/movableClock";

/** The live match every chat test talks in, and a second one for "another chat". */
export const LIVE = "ev-chat-live";
export const OTHER = "ev-chat-other";
/** Live matches each test may have to itself, so that one test's messages are not another's history. */
export const room = (n: number) => `ev-chat-room-${n}`;
const ROOMS = 16;
/** Kick-off of the matches in play: ten minutes before the file started. */
const STARTED = Date.now() - 600_000;

export interface ChatServer extends TestServer {
  readonly clock: MovableClock;
}

/** The chat tests' line: LIVE and the rooms in play, OTHER not started; `changes` moves single matches. */
export const chatLine = (changes: Readonly<Record<string, Partial<EventSpec>>> = {}) => {
  const events: EventSpec[] = [
    { id: LIVE, status: "in_progress", startTime: STARTED },
    { id: OTHER, status: "not_started", startTime: STARTED + 4_200_000 },
    ...Array.from({ length: ROOMS }, (_, n) => ({
      id: room(n),
      status: "in_progress" as const,
      startTime: STARTED,
    })),
  ];
  return line(
    SOCCER,
    events.map((event) => ({ ...event, ...changes[event.id] })),
  );
};

/** The real server on a fresh schema, a soccer line with two matches, and a clock the test can move. */
export const startChatServer = async (
  options: { readonly env?: Readonly<Record<string, string>> } & Pick<AppOptions, "chat" | "relayBus"> = {},
): Promise<ChatServer> => {
  const clock = movableClock();
  const provider = makeManualProvider([SOCCER]);
  const server = await startTestServer({ provider, clock, accountPolicy: testPolicy(), ...options });
  provider.push(SOCCER.id, chatLine());
  await server.app.feed.settled();
  return { ...server, clock };
};

export interface ChatUser {
  readonly userId: string;
  readonly accessToken: string;
}

export const chatUser = async (server: TestServer): Promise<ChatUser> => {
  const { user, token } = await signedInUser(server);
  return { userId: user.userId, accessToken: token.accessToken };
};

export const send = (
  server: TestServer,
  user: ChatUser | undefined,
  payload: {
    text: string;
    eventId?: string;
    replyToId?: string;
    clientMessageId?: string;
    language?: string;
  },
) =>
  call(
    server,
    SendChatMessage,
    { eventId: LIVE, clientMessageId: randomUUID(), ...payload },
    user?.accessToken,
  );

/** A message that must go through; the clock moves on so that the rate limit never bites. */
export const say = async (
  server: ChatServer,
  user: ChatUser,
  text: string,
  extra: { eventId?: string; replyToId?: string } = {},
) => {
  server.clock.advance(2_500);
  return expectOk<ChatMessage>(await send(server, user, { text, ...extra }));
};

export const fetchPage = (
  server: TestServer,
  payload: { eventId?: string; direction: "latest" | "before" | "after"; cursor?: number; limit?: number },
  user?: ChatUser,
) => call(server, GetChatMessages, { eventId: LIVE, ...payload }, user?.accessToken);

export interface Page {
  readonly messages: ReadonlyArray<ChatMessage>;
  readonly hasMoreBefore: boolean;
  readonly hasMoreAfter: boolean;
  readonly usersOnline: number;
}

export const page = async (
  server: TestServer,
  payload: { eventId?: string; direction: "latest" | "before" | "after"; cursor?: number; limit?: number },
  user?: ChatUser,
) => expectOk<Page>(await fetchPage(server, payload, user));

export const remove = (server: TestServer, user: ChatUser | undefined, messageId: string) =>
  call(server, DeleteChatMessage, { messageId }, user?.accessToken);

export const block = (server: TestServer, user: ChatUser | undefined, userId: string) =>
  call(server, AddUserToChatBlackList, { userId }, user?.accessToken);

export const unblock = (server: TestServer, user: ChatUser | undefined, userId: string) =>
  call(server, DeleteUserFromChatBlackList, { userId }, user?.accessToken);
