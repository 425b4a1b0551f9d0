import type { AddressInfo } from "node:net";
import { createServer, type Socket } from "node:net";

/** A message as the fake relay received it: the envelope and the raw message (dot-stuffing undone). */
export interface ReceivedMail {
  readonly from: string;
  readonly to: ReadonlyArray<string>;
  readonly data: string;
}

export interface FakeSmtpServer {
  readonly port: number;
  readonly received: ReadonlyArray<ReceivedMail>;
  /** `smtp://[userinfo@]127.0.0.1:port` */
  readonly url: (userinfo?: string) => string;
  readonly close: () => Promise<void>;
}

/** Which command the relay refuses, if any. */
export type Refusal = "MAIL" | "RCPT" | "DATA";

const pathOf = (line: string): string => /<([^>]*)>/.exec(line)?.[1] ?? "";

export interface FakeSmtpOptions {
  /** A slow relay: the message's final 250 waits for this (the message counts as received after it). */
  readonly beforeQueued?: () => Promise<void>;
  /** Listen on this port (a relay coming back where it was); a free one by default. */
  readonly port?: number;
}

/**
 * Just enough SMTP for a client to hand a message over: 220 greeting, EHLO/HELO 250 (no extensions, so no
 * STARTTLS and no AUTH), MAIL/RCPT 250, DATA 354 then 250, QUIT 221. `refuse` answers one command 550/554.
 */
export const startFakeSmtpServer = async (
  refuse?: Refusal,
  options: FakeSmtpOptions = {},
): Promise<FakeSmtpServer> => {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.setEncoding("latin1");
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let pending = "";
    let from = "";
    let to: string[] = [];
    let data: string[] | undefined;
    const onLine = (line: string) => {
      if (data) {
        if (line !== ".") {
          data.push(line.startsWith("..") ? line.slice(1) : line);
          return;
        }
        const message = data.join("\r\n");
        data = undefined;
        if (refuse === "DATA") return reply("554 5.6.0 Message refused");
        const queued = { from, to, data: message };
        if (!options.beforeQueued) {
          received.push(queued);
          return reply("250 2.0.0 Queued");
        }
        void options.beforeQueued().then(() => {
          received.push(queued);
          reply("250 2.0.0 Queued");
        });
        return;
      }
      const verb = line.split(" ")[0]?.toUpperCase();
      if (verb === "EHLO" || verb === "HELO") return reply("250 fake.smtp.test");
      if (verb === "MAIL") {
        if (refuse === "MAIL") return reply("550 5.7.1 Sender refused");
        from = pathOf(line);
        to = [];
        return reply("250 2.1.0 Ok");
      }
      if (verb === "RCPT") {
        if (refuse === "RCPT") return reply("550 5.1.1 Mailbox unavailable");
        to.push(pathOf(line));
        return reply("250 2.1.5 Ok");
      }
      if (verb === "DATA") {
        data = [];
        return reply("354 End data with <CR><LF>.<CR><LF>");
      }
      if (verb === "RSET" || verb === "NOOP") return reply("250 2.0.0 Ok");
      if (verb === "QUIT") {
        reply("221 2.0.0 Bye");
        return socket.end();
      }
      return reply("502 5.5.2 Command not recognized");
    };
    socket.on("data", (chunk: string) => {
      pending += chunk;
      for (let end = pending.indexOf("\r\n"); end >= 0; end = pending.indexOf("\r\n")) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 2);
        onLine(line);
      }
    });
    socket.on("error", () => undefined);
    reply("220 fake.smtp.test ESMTP");
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    received,
    url: (userinfo) => `smtp://${userinfo ? `${userinfo}@` : ""}127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
};

/** The message with quoted-printable soft line breaks joined, so a long link reads as one string. */
export const unfoldQuotedPrintable = (raw: string): string => raw.replace(/=\r\n/g, "");
