import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import type { AnnouncedScore } from "../../../domain/event/eventAnnouncement.ts";
import { announcementText } from "../../../ui/event/announcementText.ts";
import { EventAnnouncer } from "../../../ui/event/EventAnnouncer.tsx";
import { createI18n } from "../../../ui/i18n/i18n.ts";
import { anEvent } from "../../domain/event/eventFixtures.ts";

const score: AnnouncedScore = {
  home: { name: "Arsenal", score: "1" },
  away: { name: "Chelsea", score: "0" },
};

describe("announcementText", () => {
  it("says each announcement in English", async () => {
    const { t } = await createI18n("en");
    expect(announcementText({ kind: "goal", scorer: "home", score }, t)).toBe("Goal: Arsenal 1, Chelsea 0");
    expect(announcementText({ kind: "score", scorer: "home", score }, t)).toBe("Score: Arsenal 1, Chelsea 0");
    expect(announcementText({ kind: "scoreCorrected", score }, t)).toBe(
      "Score corrected: Arsenal 1, Chelsea 0",
    );
    expect(announcementText({ kind: "partStarted", part: { type: "half", number: 2 } }, t)).toBe(
      "Half 2 started",
    );
    expect(announcementText({ kind: "started" }, t)).toBe("The match has started");
    expect(
      announcementText(
        {
          kind: "finished",
          score: { home: { name: "Arsenal", score: "1 (4)" }, away: { name: "Chelsea", score: "1 (3)" } },
        },
        t,
      ),
    ).toBe("Full time: Arsenal 1 (4), Chelsea 1 (3)");
    expect(announcementText({ kind: "finished", score: null }, t)).toBe("Full time");
    expect(announcementText({ kind: "calledOff", status: "postponed" }, t)).toBe("Match status: Postponed");
  });

  it("speaks the page's language", async () => {
    const { t } = await createI18n("es");
    expect(announcementText({ kind: "goal", scorer: "home", score }, t)).toBe("Gol: Arsenal 1, Chelsea 0");
  });
});

describe("EventAnnouncer", () => {
  it("renders an empty polite region first, alike on the server and in the browser", async () => {
    const i18n = await createI18n("en");
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <EventAnnouncer event={anEvent({ status: "in_progress" })} sportCatalogue="soccer" />
      </I18nextProvider>,
    );
    expect(html).toMatch(
      /^<div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true"[^>]*><\/div>$/,
    );
  });
});
