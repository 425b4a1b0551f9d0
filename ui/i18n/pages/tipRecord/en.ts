import type { Shape } from "../../shape.ts";

/** The tip record page's strings in English: the shape the other languages match (`TipRecordTranslations`). */
export const translations = {
  title: "The tip record",
  subtitle: "Every tip and result, in a record nobody can rewrite",
  intro:
    "Each tip is written into this public record the moment it is placed, and each result when it is settled. Every entry is sealed with a SHA-256 hash of the entry before it, so editing, deleting or back-dating a single tip would change every hash after it. You do not have to trust us: check it yourself.",
  retry: "Try again",
  head: {
    title: "Where the record stands",
    entries: "Entries",
    hash: "Hash",
    time: "Last entry",
    empty: "No tips recorded yet",
    failed: "The record's head could not be loaded.",
    loading: "Loading the record…",
    noteDown: "Note this hash down. If the hash of this entry ever differs later, the record was rewritten.",
  },
  verify: {
    title: "Verify in my browser",
    explain:
      "Your browser reads every entry and recomputes every hash with its own built-in cryptography. Nothing is taken on our word.",
    start: "Verify in my browser",
    again: "Verify again",
    starting: "Reading the record's head…",
    progress: "Checked {{checked}} of {{total}} entries",
    verified: "Verified: {{entries}} entries, the head matches.",
    failed: "The record could not be read to the end. Try again.",
  },
  mismatch: {
    title: "Entry #{{seq}} does not match",
    seqGap: "An entry is missing: the numbering jumps here.",
    brokenLink: "This entry does not point to the hash of the entry before it.",
    badHash: "This entry's hash is not the hash of its content: it was changed after it was written.",
    badEntry: "This entry is not written in the record's canonical form.",
    afterKickoff: "This tip was recorded at or after the start of its event.",
    headMismatch: "The record does not end on the head it published.",
    other: "This entry does not match the record.",
    expected: "Expected",
    found: "Found",
    nothing: "nothing",
    eventStart: "Event start",
    recordedAt: "Recorded",
  },
  lookup: {
    title: "Look up a tip",
    label: "Tip id",
    placeholder: "Paste a tip id",
    submit: "Look up",
    searching: "Searching the record…",
    notFound: "No tip with this id is in the record.",
    failed: "The record could not be searched. Try again.",
    unreadable: "This tip's entry could not be read.",
    beforeKickoff: "Placed before kick-off",
    afterKickoff: "Placed after kick-off",
    entry: "Entry",
    recordedAt: "Recorded",
    eventStart: "Event start",
    settlement: "Result",
    settled: "{{result}} on {{time}} (entry #{{seq}})",
    open: "Not settled yet",
    result: {
      won: "Won",
      lost: "Lost",
      void: "Void",
      halfWon: "Half won",
      halfLost: "Half lost",
    },
  },
  how: {
    title: "How to check it yourself",
    browser: "Here: press “Verify in my browser” above. The check runs on your device, page by page.",
    command:
      "With a copy of the app: run this command next to its database. It checks the record and the tips table against each other and fails if anything does not match.",
    query:
      "Over GraphQL, without signing in: ask {{path}} for the head and the entries, up to {{max}} per page.",
    rule: "Then recompute each hash: SHA-256 of the previous entry's hash followed by the entry's text, exactly as served.",
    noteDown: "Keep the head you noted: a later record must still contain that entry with that very hash.",
  },
  seo: {
    title: "The tip record: verify every tip",
    description:
      "Every tip and result on FunsClub in a public, hash-chained record: check in your browser that no tip was edited, deleted or back-dated after kick-off.",
  },
};

export type TipRecordTranslations = Shape<typeof translations>;
