import { describe, expect, it } from "vitest";
import { TipErrorCode } from "../../../domain/tips/tipCommands.ts";
import { translations } from "../../../ui/i18n/pages/tipCreate/en.ts";
import { failureKey, problemKey } from "../../../ui/tipCreate/tipCreateWords.ts";

describe("the creation sheet's words for a refusal", () => {
  it("names each refusal of the catalogue the sheet can meet", () => {
    const refused = (code: string) => failureKey({ kind: "refused", code });
    expect(translations[refused(TipErrorCode.tipAlreadyExists)]).toBe(
      "You already have a tip on this event: one tip per event.",
    );
    expect(translations[refused(TipErrorCode.salesClosed)]).toBe(
      "The event has started: tips on it are closed.",
    );
    expect(translations[refused(TipErrorCode.outcomeUnavailable)]).toBe(
      "This market is closed: pick another price.",
    );
  });

  it("says the connection for a network failure or a time-out, and 'try again' for anything else", () => {
    expect(failureKey({ kind: "network", code: null })).toBe("failedNetwork");
    expect(failureKey({ kind: "timeout", code: null })).toBe("failedNetwork");
    expect(failureKey({ kind: "refused", code: "internal_error" })).toBe("failedOther");
    expect(failureKey({ kind: "unexpected", code: null })).toBe("failedOther");
  });
});

describe("the creation sheet's words for a field's problem", () => {
  it("has words for every problem a field can have", () => {
    expect(translations[problemKey("title", "required")]).toBe("Give the tip a title.");
    expect(problemKey("title", "tooLong")).toBe("titleTooLong");
    expect(problemKey("comment", "required")).toBe("commentRequired");
    expect(problemKey("comment", "tooLong")).toBe("commentTooLong");
    expect(problemKey("cost", "required")).toBe("costRequired");
    expect(problemKey("cost", "notWhole")).toBe("costNotWhole");
    expect(translations[problemKey("cost", "outOfRange")]).toBe("The cost must be from 0 to {{max}} FUN.");
  });
});
