import { Layer } from "effect";
import { FileUpload } from "../../transport/files/FileUpload.ts";
import { GraphqlClient } from "../../transport/graphql/GraphqlClient.ts";
import { RpcClient } from "../../transport/rpc/RpcClient.ts";
import type { AppServices } from "./appRuntime.ts";
import { realtimeClientBrowserLayer } from "./realtime/realtimeClientLayer.ts";

/**
 * The browser's services on this origin: the RPC client, the GraphQL gateway client (one urql client for
 * every query, tokens per call as headers, see authorizedCalls.ts), this page's one realtime connection
 * and the file upload.
 */
export const browserLayer: Layer.Layer<AppServices> = Layer.mergeAll(
  RpcClient.layer(),
  GraphqlClient.layer(),
  realtimeClientBrowserLayer,
  FileUpload.layer(),
);
