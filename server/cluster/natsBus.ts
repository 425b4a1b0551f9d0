import { connect, type NatsConnection } from "@nats-io/transport-node";
import { Schema } from "effect";
import { FeedBatch } from "../../domain/feed/diff";

/** Every committed batch of a sport, as the ingest process publishes it after writing it to the log. */
export const feedBatchSubject = (sportId: string): string => `feed.batch.${sportId}`;
const ALL_FEED_BATCHES = "feed.batch.>";

const decodeBatch = Schema.decodeUnknownSync(Schema.fromJsonString(FeedBatch));

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
    publishBatch(batch: FeedBatch): void {
      connection.publish(feedBatchSubject(batch.sportId), JSON.stringify(batch));
    },
    /** Every sport's batches; a message that is not a batch is reported and dropped. */
    subscribeBatches(receive: (batch: FeedBatch) => void): void {
      connection.subscribe(ALL_FEED_BATCHES, {
        callback: (error, message) => {
          if (error) {
            options.onError(error);
            return;
          }
          try {
            receive(decodeBatch(message.string()));
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
