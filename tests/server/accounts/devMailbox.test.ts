import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../../server/app";
import { loadConfig } from "../../../server/config";
import { renderMailbox } from "../../../server/dev/mailboxPage";
import { makeLogger } from "../../../server/log";
import { fileOutbox } from "../../../server/mail/fileOutbox";
import type { SentMail } from "../../../server/mail/mailMessage";
import { makeManualProvider } from "../../../server/provider/manualProvider";
import { closeDatabases, freshDatabase } from "../../helpers/testDatabase";
import { type AccountsServer, registerUser, startAccountsServer } from "./accountsHarness";

let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

const sampleMail = (id: string, sentAt: number, subject = "Verify your FunsClub account"): SentMail => ({
  id,
  sentAt,
  from: "FunsClub <no-reply@funsclub.local>",
  to: "ann@example.com",
  subject,
  text: "Hello Ann,\n\nhttp://localhost:3000/en-us/user/verify/abc",
  html: '<p>Hello Ann,</p><p><a href="http://localhost:3000/en-us/user/verify/abc">Verify my e-mail</a></p>',
  links: [{ label: "Verify my e-mail", url: "http://localhost:3000/en-us/user/verify/abc" }],
});

describe("GET /dev/mail", () => {
  it("lists the mails the server wrote, each link clickable", async () => {
    const user = await registerUser(server);
    const response = await fetch(`${server.url}/dev/mail`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain("Development mailbox");
    expect(html).toContain(`to ${user.email}`);
    expect(html).toMatch(
      /<a href="http:\/\/localhost:0\/en-us\/user\/verify\/[A-Za-z0-9_-]{43}">Verify my e-mail<\/a>/,
    );
  });

  it("escapes what it shows", () => {
    const html = renderMailbox([sampleMail("m1", 0, "<script>alert(1)</script>")]);
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("is not served in production", async () => {
    const driver = await freshDatabase();
    const config = loadConfig({
      PORT: "0",
      DATA_DIR: "memory://",
      NODE_ENV: "production",
      WEB_DIR: "tests/fixtures/web",
    });
    const app = await createApp({
      config,
      driver,
      logger: makeLogger("silent"),
      provider: makeManualProvider([]),
    });
    await new Promise<void>((resolve) => app.server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = app.server.address() as { port: number };
      const html = await (await fetch(`http://127.0.0.1:${port}/dev/mail`)).text();
      expect(html).not.toContain("Development mailbox");
    } finally {
      await app.close();
    }
  });
});

describe("the file outbox (DATA_DIR/mail)", () => {
  it("writes each mail as JSON and .eml, and lists them newest first", async () => {
    const dir = await mkdtemp(join(tmpdir(), "funsclub-mail-"));
    try {
      const outbox = fileOutbox(dir);
      await outbox.deliver(sampleMail("first", 1_000));
      await outbox.deliver(sampleMail("second", 2_000, "Réinitialiser"));
      expect((await outbox.list(10)).map((mail) => mail.id)).toEqual(["second", "first"]);
      expect((await outbox.list(1)).map((mail) => mail.id)).toEqual(["second"]);
      const names = (await readdir(dir)).sort();
      expect(names).toEqual([
        "000000000001000-first.eml",
        "000000000001000-first.json",
        "000000000002000-second.eml",
        "000000000002000-second.json",
      ]);
      const eml = await readFile(join(dir, "000000000002000-second.eml"), "utf8");
      expect(eml).toContain("To: ann@example.com\r\n");
      expect(eml).toContain(`Subject: =?UTF-8?B?${Buffer.from("Réinitialiser").toString("base64")}?=\r\n`);
      expect(eml).toContain('Content-Type: multipart/alternative; boundary="funsclub-second"');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("lists nothing before the first mail", async () => {
    expect(await fileOutbox(join(tmpdir(), "funsclub-no-such-dir")).list(10)).toEqual([]);
  });
});
