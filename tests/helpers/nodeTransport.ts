import { Layer } from "effect";
import type { RealtimeStatus } from "../../domain/realtime/realtimeStatus";
import { FileUpload } from "../../transport/files/FileUpload";
import { GraphqlClient } from "../../transport/graphql/GraphqlClient";
import type { WebSocketConstructor } from "../../transport/realtime/browserSocket";
import { RpcClient } from "../../transport/rpc/RpcClient";
import { type AppRuntime, createAppRuntime } from "../../ui/app/appRuntime";
import { realtimeClientLayer } from "../../ui/app/realtime/realtimeClientLayer";

export interface NodeTransport extends Omit<AppRuntime, "dispose"> {
  readonly status: () => RealtimeStatus;
  readonly close: () => Promise<void>;
}

/**
 * The app's runtime (ui/app/appRuntime.ts) in Node over the same services as the browser's layer, against
 * a test server: `ws` stands in for the browser's WebSocket, and the reconnect pause is its shortest (5 s).
 */
export const nodeTransport = async (
  baseUrl: string,
  WebSocket: unknown,
  /** The reconnect pause's random source: 0 (the shortest pause) unless a test wants the real spread. */
  options: { readonly random?: () => number } = {},
): Promise<NodeTransport> => {
  const { host, hostname, protocol } = new URL(baseUrl);
  let closed = false;
  const transport = await createAppRuntime(
    Layer.mergeAll(
      RpcClient.layer({ baseUrl }),
      GraphqlClient.layer({ baseUrl }),
      FileUpload.layer({ baseUrl }),
      realtimeClientLayer({
        endpoint: { page: { protocol, hostname, host } },
        WebSocket: WebSocket as WebSocketConstructor,
        random: options.random ?? (() => 0),
        logger: () => undefined,
      }),
    ),
    // Requests still on their way when the test closes the transport are interrupted, not failed.
    (action, topic, error) => {
      if (!closed) throw new Error(`${action} ${topic} failed: ${String(error)}`);
    },
  );
  let status: RealtimeStatus = "connecting";
  transport.realtime.status((next) => {
    status = next;
  });
  return {
    ...transport,
    status: () => status,
    close: () => {
      closed = true;
      return transport.dispose();
    },
  };
};
