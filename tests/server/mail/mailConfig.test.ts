import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config";

describe("mail configuration", () => {
  it("sends from FunsClub <no-reply@localhost> through the outbox by default", () => {
    const config = loadConfig({});
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe("FunsClub <no-reply@localhost>");
  });

  it.each(["smtp://relay.example.com", "smtps://user:pw@relay.example.com:465", "smtp://127.0.0.1:2525"])(
    "takes SMTP_URL %s",
    (url) => {
      expect(loadConfig({ SMTP_URL: url }).smtpUrl).toBe(url);
    },
  );

  it.each(["http://user:hunter2-pw@relay.example.com", "relay.example.com", "smtp://user:hunter2-pw@"])(
    "refuses SMTP_URL %s without repeating it",
    (url) => {
      expect(() => loadConfig({ SMTP_URL: url })).toThrow(/smtp:\/\/ or smtps:\/\//);
      try {
        loadConfig({ SMTP_URL: url });
      } catch (error) {
        expect(String(error)).not.toContain("hunter2-pw");
      }
    },
  );

  it.each(["FunsClub <hello@funsclub.example>", "hello@funsclub.example"])("takes MAIL_FROM %s", (from) => {
    expect(loadConfig({ MAIL_FROM: from }).mailFrom).toBe(from);
  });

  it.each(["FunsClub", "FunsClub <hello>", "a@b\r\nBcc: x@y"])("refuses MAIL_FROM %j", (from) => {
    expect(() => loadConfig({ MAIL_FROM: from })).toThrow(/MAIL_FROM/);
  });
});
