import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SimulatorProvider } from "../../../server/provider/simulator/SimulatorProvider";
import { mainSportByCode, sportIdOf } from "../../../ui/sports/mainSports";
import { eventsIn, startRenderingServer } from "../../helpers/renderingServer";
import { closeDatabases } from "../../helpers/testDatabase";
import type { TestServer } from "../../helpers/testServer";
import { verifiedUser } from "../accounts/accountsHarness";

/**
 * The marketplace pages' heads as the real server renders them (issues 8 and 14): built after the page's
 * namespaces are loaded, the profile's from its machine's snapshot.
 */
const SOCCER_ID = sportIdOf(mainSportByCode("soccer")!);
let server: TestServer<SimulatorProvider>;
let tipsterId: string;

const headOf = async (path: string) => {
  const answer = await fetch(`${server.url}${path}`);
  const html = await answer.text();
  return {
    status: answer.status,
    title: /<title>(.*?)<\/title>/.exec(html)?.[1],
    // The path alone: the origin is the server's configured public address.
    canonical: /<link rel="canonical" href="https?:\/\/[^/"]+([^"]*)">/.exec(html)?.[1],
    noindex: html.includes('<meta name="robots" content="noindex">'),
    html,
  };
};

beforeAll(async () => {
  server = await startRenderingServer("ssr-marketplace-heads");
  // The accounts helpers are typed for the manual provider; they use the server's address and mail only.
  tipsterId = (await verifiedUser(server as unknown as TestServer, { name: "Tia Tipster" })).userId;
}, 60_000);
afterAll(async () => {
  await server?.close();
  await closeDatabases();
});

describe("the marketplace pages' heads rendered on the server", () => {
  it("titles a tipster's profile with the tipster's name, indexed, Open Graph profile", async () => {
    const head = await headOf(`/en-us/user-profile/${tipsterId}/view`);
    expect(head.status).toBe(200);
    expect(head.title).toBe("Tia Tipster: tips and statistics · FunsClub");
    expect(head.noindex).toBe(false);
    expect(head.canonical).toBe(`/en-us/user-profile/${tipsterId}/view`);
    expect(head.html).toContain('<meta property="og:type" content="profile">');
    expect(head.html).toMatch(
      new RegExp(`"name":"Tia Tipster","item":"[^"]*/en-us/user-profile/${tipsterId}/view"`),
    );
  });

  it("speaks the page's language and keeps the owner's bought tips out of the index", async () => {
    const spanish = await headOf(`/es-es/user-profile/${tipsterId}/view/closed-tips/soccer`);
    expect(spanish.title).toBe("Tia Tipster: Cerrados (Fútbol) · FunsClub");
    expect(spanish.canonical).toBe(`/es-es/user-profile/${tipsterId}/view/closed-tips/soccer`);
    const orders = await headOf(`/en-us/user-profile/${tipsterId}/view/tip-orders/soccer`);
    expect(orders.title).toBe("Tia Tipster: Bought tips (Soccer) · FunsClub");
    expect(orders.noindex).toBe(true);
    expect(orders.canonical).toBeUndefined();
  });

  it("gives an unknown tipster the not-found head", async () => {
    const head = await headOf("/en-us/user-profile/00000000-0000-4000-8000-000000000000/view");
    expect(head.status).toBe(404);
    expect(head.title).toBe("Page not found · FunsClub");
    expect(head.noindex).toBe(true);
  });

  it("indexes the tips page, the ranking over all time and the tip record; not FOLLOWING", async () => {
    const tips = await headOf("/en-us/tips/soccer");
    expect([tips.title, tips.noindex]).toEqual(["Soccer tips and predictions · FunsClub", false]);
    expect(tips.canonical).toBe(`/en-us/tips/soccer`);

    const ranking = await headOf("/en-us/tipsters-ranking/soccer/TOP_PROFIT/ALL_TIME");
    expect([ranking.title, ranking.noindex]).toEqual([
      "Soccer tipsters ranking: Top profit, All time · FunsClub",
      false,
    ]);
    expect(ranking.canonical).toBe(`/en-us/tipsters-ranking/soccer/TOP_PROFIT/ALL_TIME`);
    const week = await headOf("/en-us/tipsters-ranking/soccer/TOP_PROFIT/LAST_7_DAYS");
    expect(week.noindex).toBe(true);
    const following = await headOf("/en-us/tipsters-ranking/soccer/FOLLOWING/ALL_TIME");
    expect([following.title, following.noindex]).toEqual([
      "Soccer tipsters ranking: Following, All time · FunsClub",
      true,
    ]);

    const record = await headOf("/en-us/tips-record");
    expect([record.title, record.noindex]).toEqual(["The tip record: verify every tip · FunsClub", false]);
  });

  it("gives the event's Tips tab the event's head, canonical to the event", async () => {
    const date = new Date(server.provider.now()).toISOString().slice(0, 10);
    const { tree } = server.app.feed.snapshot({ kind: "day", sportId: SOCCER_ID, date, timeZoneOffset: 0 });
    const event = eventsIn(tree)[0]!;
    const markets = await headOf(`/en-us/event/${event.id}`);
    const tipsTab = await headOf(`/en-us/event/${event.id}/tips`);
    expect(tipsTab.status).toBe(200);
    expect(tipsTab.title).toBe(markets.title);
    expect(tipsTab.title).toContain(event.participants[0]!.name);
    expect(tipsTab.canonical).toBe(`/en-us/event/${event.id}`);
  });
});
