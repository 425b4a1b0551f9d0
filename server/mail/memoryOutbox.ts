import type { MailOutbox } from "./MailOutbox";
import type { SentMail } from "./mailMessage";

/** Keeps at most `capacity` mails in memory, dropping the oldest; a mail whose id it holds is not kept twice. */
export const memoryOutbox = (capacity = 500): MailOutbox => {
  const mails: SentMail[] = [];
  return {
    deliver: async (mail) => {
      if (mails.some((kept) => kept.id === mail.id)) return;
      mails.push(mail);
      if (mails.length > capacity) mails.splice(0, mails.length - capacity);
    },
    list: async (limit) => mails.slice(-limit).reverse(),
  };
};
