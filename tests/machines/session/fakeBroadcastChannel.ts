import type { BroadcastChannelPort } from "../../../ui/app/session/broadcastLeadership.ts";

type Listener = (event: { readonly data: unknown }) => void;

export interface FakeChannel extends BroadcastChannelPort {
  readonly isClosed: () => boolean;
  /** The tab died without a word (crash, killed process): it neither sends nor hears anything more. */
  crash(): void;
}

/**
 * Same-origin tabs' BroadcastChannels in memory. Like the browser's: a message reaches every other open
 * channel of the same name but not its sender, as a structured clone, in a later task (a zero timer, so
 * fake timers decide when) and in the order posted; posting on a closed channel throws.
 */
export const createChannelHub = () => {
  const channels = new Set<{ readonly name: string; readonly receive: (data: unknown) => void }>();
  /** Every message posted, in order, for assertions. */
  const posted: Array<unknown> = [];
  /** While set, messages are lost on the way: tabs frozen in the back/forward cache hear nothing. */
  let losing = false;

  const open = (name: string): FakeChannel => {
    const listeners = new Set<Listener>();
    let closed = false;
    let crashed = false;
    const inbox: Array<unknown> = [];
    const deliver = () => {
      for (const data of inbox.splice(0)) {
        if (closed || crashed) return;
        for (const listener of listeners) listener({ data });
      }
    };
    const entry = {
      name,
      receive: (data: unknown) => {
        inbox.push(data);
        if (inbox.length === 1) setTimeout(deliver, 0);
      },
    };
    channels.add(entry);
    return {
      postMessage: (message) => {
        if (closed) throw new Error("InvalidStateError: the channel is closed");
        if (crashed) return;
        posted.push(message);
        if (losing) return;
        for (const other of channels) {
          if (other === entry || other.name !== name) continue;
          other.receive(structuredClone(message));
        }
      },
      addEventListener: (_type, listener) => void listeners.add(listener),
      removeEventListener: (_type, listener) => void listeners.delete(listener),
      close: () => {
        closed = true;
        channels.delete(entry);
      },
      isClosed: () => closed,
      crash: () => {
        crashed = true;
      },
    };
  };

  return {
    open,
    posted,
    openCount: () => channels.size,
    loseMessages: (lose: boolean) => {
      losing = lose;
    },
  };
};
export type ChannelHub = ReturnType<typeof createChannelHub>;
