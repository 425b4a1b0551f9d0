import { type ChatTopicEvent, eventOfChatTopic } from "../../domain/chat/chatTopic";
import type { RealtimeHub } from "../realtime/hub";
import type { RealtimeRelay } from "../realtime/realtimeRelay";
import type { TopicRegistry } from "../realtime/topics";

const isChatTopic = (topic: string): boolean => eventOfChatTopic(topic) !== undefined;

interface Room {
  /** The count last pushed to this hub's subscribers. */
  sent: number | undefined;
  sentAt: number;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * Makes `chat.{eventId}` a topic of the hub and keeps its people online: every change of a room's
 * sockets here goes to the relay (which sums them over the processes), and each process pushes
 * `{kind: "online"}` to its own subscribers when the total moved, at most once per `everyMs` a room
 * (a crowd joining is one count, not one per socket).
 */
export const startChatPresence = ({
  topics,
  hub,
  relay,
  everyMs,
  now = Date.now,
}: {
  readonly topics: TopicRegistry;
  readonly hub: Pick<RealtimeHub, "publish" | "subscriberCount">;
  readonly relay: RealtimeRelay;
  readonly everyMs: number;
  readonly now?: () => number;
}) => {
  const rooms = new Map<string, Room>();

  const push = (topic: string, room: Room) => {
    room.timer = undefined;
    if (hub.subscriberCount(topic) === 0) {
      rooms.delete(topic);
      return;
    }
    const usersOnline = relay.subscribers(topic);
    if (usersOnline === room.sent) return;
    room.sent = usersOnline;
    room.sentAt = now();
    const event: ChatTopicEvent = { kind: "online", usersOnline };
    hub.publish(topic, event);
  };

  const schedule = (topic: string) => {
    if (!isChatTopic(topic)) return;
    const room = rooms.get(topic) ?? { sent: undefined, sentAt: 0, timer: undefined };
    rooms.set(topic, room);
    if (room.timer) return;
    // Not at once even when due: the joins and leaves of one moment are pushed as one count.
    room.timer = setTimeout(() => push(topic, room), Math.max(0, room.sentAt + everyMs - now()));
    room.timer.unref();
  };

  topics.register(isChatTopic, { countChanged: (topic, count) => relay.countChanged(topic, count) });
  const stopListening = relay.onTotalChanged(schedule);
  return {
    stop: () => {
      stopListening();
      for (const room of rooms.values()) if (room.timer) clearTimeout(room.timer);
      rooms.clear();
    },
  };
};
