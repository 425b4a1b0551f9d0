import { connect, type NatsConnection } from "@nats-io/transport-node";
import { Schema } from "effect";
import { FeedBatch } from "../../domain/feed/diff";
import { natsRelayBus } from "./natsRelayBus";

/** Every committed batch of a sport, as the ingest process publishes it after writing it to the log. */
export const feedBatchSubject = (sportId: string): string => `feed.batch.${sportId}`;
const ALL_FEED_BATCHES = "feed.batch.>";

/**
 * A batch too large for one NATS message (the first line of a sport is megabytes) travels as this notice
 * alone: the gateways read it from the log, where it was written before it was announced.
 */
const BatchInLog = Schema.Struct({
  sportId: Schema.String,
  version: Schema.Int,
  inLog: Schema.Literal(true),
});
const BusMessage = Schema.Union([FeedBatch, BatchInLog]);
const decodeMessage = Schema.decodeUnknownSync(Schema.fromJsonString(BusMessage));

/** Under NATS's default 1 MB max_payload, with room for the subject and headers. */
const LARGEST_BATCH_BYTES = 900_000;

/**
 * The cluster's message bus over NATS. The connection retries for ever (NATS restarts are one of the
 * faults the cluster lives through), and says when it is back so that followers read what they missed.
 */
export const openNatsBus = async (options: {
  readonly url: string;
  readonly name: string;
  readonly onReconnect?: () => void;
  readonly onError: (error: unknown) => void;
}) => {
  const connection: NatsConnection = await connect({
    servers: options.url,
    name: options.name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 250,
    waitOnFirstConnect: true,
  });
  void (async () => {
    for await (const status of connection.status()) {
      if (status.type === "reconnect") options.onReconnect?.();
    }
  })().catch(options.onError);

  return {
    /** The realtime relay's side (chat events, people online), on the same connection. */
    relayBus: natsRelayBus(connection, options.onError),
    /**
     * Best effort: the batch is in the log already, so a failed publish is reported, never thrown into the
     * commit that called it; gateways find the hole and read the log.
     */
    publishBatch(batch: FeedBatch): void {
      try {
        const text = JSON.stringify(batch);
        const message =
          Buffer.byteLength(text) <= LARGEST_BATCH_BYTES
            ? text
            : JSON.stringify({ sportId: batch.sportId, version: batch.version, inLog: true });
        connection.publish(feedBatchSubject(batch.sportId), message);
      } catch (error) {
        options.onError(error);
      }
    },
    /**
     * Every sport's batches; a batch announced as in the log comes as `inLog` (the follower reads it
     * there); a message that is neither is reported and dropped.
     */
    subscribeBatches(
      receive: (batch: FeedBatch) => void,
      inLog: (sportId: string, version: number) => void,
    ): void {
      connection.subscribe(ALL_FEED_BATCHES, {
        callback: (error, message) => {
          if (error) {
            options.onError(error);
            return;
          }
          try {
            const decoded = decodeMessage(message.string());
            if ("inLog" in decoded) inLog(decoded.sportId, decoded.version);
            else receive(decoded);
          } catch (failure) {
            options.onError(failure);
          }
        },
      });
    },
    close: async (): Promise<void> => {
      await connection.drain().catch(() => connection.close());
    },
  };
};

export type NatsBus = Awaited<ReturnType<typeof openNatsBus>>;
