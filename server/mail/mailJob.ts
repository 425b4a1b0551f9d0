import { Cause, Effect, Exit, type ManagedRuntime, Option } from "effect";
import { jobKind } from "../jobs/JobKind";
import { handleJob, PermanentJobFailure } from "../jobs/jobRunner";
import { Mailer } from "./Mailer";
import { OutgoingMail } from "./mailMessage";

/**
 * A mail sent after the commit of the transaction that asked for it (issue 10): a slow or dead relay
 * holds no transaction. Tried 10 times over about 35 minutes (5 s doubling, at most 15 min apart), or
 * failed at once when the relay refuses it for good (5xx).
 */
export const SendMail = jobKind({ name: "mail.send", payload: OutgoingMail, maxAttempts: 10 });

/**
 * Hands the mail to the Mailer with the job's id as the mail's id (its Message-ID, and the key the
 * outboxes drop a second copy by), so a mail retried after its runner died is recognisably the same.
 * The rejection carries only the Mailer's safe reason (error code, SMTP command and reply code).
 */
export const sendMailHandler = (runtime: ManagedRuntime.ManagedRuntime<Mailer, never>) =>
  handleJob(SendMail, async (mail, job) => {
    const exit = await runtime.runPromiseExit(
      Effect.gen(function* () {
        const mailer = yield* Mailer;
        yield* mailer.send(mail, { id: job.id });
      }),
    );
    if (Exit.isFailure(exit)) {
      const error = Cause.findErrorOption(exit.cause);
      if (Option.isNone(error)) throw new Error("mail delivery failed");
      throw error.value.permanent
        ? new PermanentJobFailure(error.value.reason)
        : new Error(error.value.reason);
    }
  });
