import type { ClientMessage, ServerMessage } from "../../../../domain/realtime/messages";
import type { WebSocketLike } from "../../../../transport/realtime/browserSocket";

/** A WebSocket class whose instances the test drives from the server side; one class per test. */
export const makeFakeWebSocketClass = () => {
  const instances: Array<FakeWebSocket> = [];

  class FakeWebSocket implements WebSocketLike {
    readyState = 0;
    onopen: WebSocketLike["onopen"] = null;
    onmessage: WebSocketLike["onmessage"] = null;
    onclose: WebSocketLike["onclose"] = null;
    onerror: WebSocketLike["onerror"] = null;
    readonly sent: Array<ClientMessage> = [];
    closedByClient: number | undefined;

    constructor(readonly url: string) {
      instances.push(this);
    }

    send(data: string): void {
      this.sent.push(JSON.parse(data));
    }

    close(code?: number): void {
      this.readyState = 3;
      this.closedByClient = code;
    }

    serverOpen(): void {
      this.readyState = 1;
      this.onopen?.({});
    }

    serverSend(message: ServerMessage): void {
      this.onmessage?.({ data: JSON.stringify(message) });
    }

    serverClose(code = 1006, reason = ""): void {
      this.readyState = 3;
      this.onclose?.({ code, reason });
    }
  }

  return {
    FakeWebSocket,
    instances,
    get current(): FakeWebSocket {
      const socket = instances.at(-1);
      if (socket === undefined) throw new Error("no WebSocket was created");
      return socket;
    },
  };
};
