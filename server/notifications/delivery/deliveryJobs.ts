import type { ManagedRuntime } from "effect";
import type { AccountServices } from "../../accounts/AccountServices";
import { followersOf } from "../../follow/followStore";
import { handleJob } from "../../jobs/jobRunner";
import { watchersOfEvents } from "../bellStore";
import {
  DeliverNotification,
  NotifyFollowers,
  NotifyWatchers,
  WithdrawNotification,
} from "../notificationJobs";
import { deliverNotification, withdrawStored } from "./deliverNotification";
import type { NotificationOutlet } from "./notificationOutlet";

/**
 * The job runner's handlers of the notifications' jobs. A job run twice (its runner died) delivers nothing
 * twice: deliveries are stored once per user and key.
 */
export const notificationJobHandlers = (
  runtime: ManagedRuntime.ManagedRuntime<AccountServices, never>,
  outlet: NotificationOutlet,
) => [
  handleJob(DeliverNotification, async (job) => {
    await outlet.send(await runtime.runPromise(deliverNotification(job)));
  }),
  // One user at a time, each in a transaction of its own: a failure retries the job, and those already
  // served find their notification stored.
  handleJob(NotifyWatchers, async ({ alerts }) => {
    const watchers = await runtime.runPromise(watchersOfEvents(alerts.map((alert) => alert.watched)));
    for (const { subject, key, watched } of alerts) {
      for (const { userId } of watchers.filter((pair) => pair.eventId === watched.eventId)) {
        await outlet.send(await runtime.runPromise(deliverNotification({ userId, subject, key })));
      }
    }
  }),
  handleJob(NotifyFollowers, async ({ leaderId, subject, key }) => {
    for (const userId of await runtime.runPromise(followersOf(leaderId))) {
      await outlet.send(await runtime.runPromise(deliverNotification({ userId, subject, key })));
    }
  }),
  handleJob(WithdrawNotification, async (job) => {
    await outlet.send(await runtime.runPromise(withdrawStored(job)));
  }),
];
