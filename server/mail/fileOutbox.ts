import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Option, Schema } from "effect";
import type { MailOutbox } from "./MailOutbox";
import { SentMail } from "./mailMessage";
import { renderEml } from "./renderEml";

const decodeMail = Schema.decodeUnknownOption(Schema.fromJsonString(SentMail));

/**
 * Writes each mail twice under `dir`: `<time>-<id>.json` (read back by the development mailbox) and
 * `<time>-<id>.eml` (to open in a mail program). File names sort by time. A mail whose id is already
 * there (a mail job retried after its runner died) is not written again.
 */
export const fileOutbox = (dir: string): MailOutbox => ({
  deliver: async (mail) => {
    await mkdir(dir, { recursive: true });
    if ((await readdir(dir)).some((name) => name.endsWith(`-${mail.id}.json`))) return;
    const base = join(dir, `${String(mail.sentAt).padStart(15, "0")}-${mail.id}`);
    await writeFile(`${base}.eml`, renderEml(mail), "utf8");
    await writeFile(`${base}.json`, JSON.stringify(mail, null, 2), "utf8");
  },
  list: async (limit) => {
    const names = await readdir(dir).catch(() => [] as string[]);
    const newest = names
      .filter((name) => name.endsWith(".json"))
      .sort()
      .reverse()
      .slice(0, limit);
    const mails = await Promise.all(newest.map((name) => readFile(join(dir, name), "utf8").then(decodeMail)));
    return mails.filter(Option.isSome).map((mail) => mail.value);
  },
});
