import { fromPromise, type SnapshotFrom } from "xstate";
import {
  TEAM_TIPS_QUERY,
  type TeamTipsRequest,
  type TeamTipsVariables,
  teamTipsVariables,
} from "../../domain/tips/teamTipsQuery.ts";
import type { TipsPage } from "../../domain/tips/tipsQuery.ts";
import { type TeamTipsLoad, teamTipsMachine } from "../../machines/teamTips/teamTipsMachine.ts";
import type { PageActorSpec } from "./pageSnapshots.ts";
import type { RouterContext } from "./routerContext.ts";
import type { TipsDeps } from "./tipsDeps.ts";
import { queryAsViewerOrVisitor, tipsPageOf } from "./viewerOrVisitor.ts";

/**
 * The team page's Tips tab (issue 9): the tip list machine over `TeamTips` (the users service's `tips` with
 * the team filter). In the browser as the signed-in viewer when there is one (their own and bought tips
 * carry comments), else as a visitor; on the server the users service's own resolver, as a visitor. Comes
 * with the tab's chunk and the team route's loader for that tab only.
 */
type TeamTipsInProcess = NonNullable<RouterContext["teamTipsInProcess"]>;

const loadTeamTips = async (
  transport: TipsDeps["transport"],
  inProcess: TeamTipsInProcess | null,
  variables: TeamTipsVariables,
  signal: AbortSignal,
): Promise<TipsPage> => {
  if (inProcess) return (await inProcess(variables)).tips;
  if (!transport) throw new Error("The team's tips need the app's transport or the server's resolver");
  return tipsPageOf(await queryAsViewerOrVisitor(transport, TEAM_TIPS_QUERY, variables, signal));
};

const provide = (transport: TipsDeps["transport"], inProcess: TeamTipsInProcess | null) =>
  teamTipsMachine.provide({
    actors: {
      loadTips: fromPromise<TipsPage, TeamTipsLoad>(({ input, signal }) =>
        loadTeamTips(transport, inProcess, teamTipsVariables(input.request, input.after), signal),
      ),
    },
  });

// Keyed by the tips page's deps, which the root makes once (per app in the browser, per renderer on the
// server), so the route's prefetch and the tab use the same logic.
const made = new WeakMap<object, ReturnType<typeof provide>>();

/** The team tips machine provided with the root's services. */
export const teamTipsLogicOf = (context: Pick<RouterContext, "tips" | "teamTipsInProcess">) => {
  let logic = made.get(context.tips);
  if (!logic) {
    logic = provide(context.tips.transport, context.teamTipsInProcess ?? null);
    made.set(context.tips, logic);
  }
  return logic;
};

export type TeamTipsLogic = ReturnType<typeof teamTipsLogicOf>;

/** One key per team: the tab starts on the open tips, the list it was rendered with. */
export const teamTipsKey = (teamId: string): string => `team tips ${teamId}`;

/** What the tab first lists: the team's open tips. */
export const teamTipsRequest = (teamId: string): TeamTipsRequest => ({ teamId, list: "open" });

export const teamTipsPage = (logic: TeamTipsLogic, teamId: string): PageActorSpec<TeamTipsLogic> => ({
  key: teamTipsKey(teamId),
  logic,
  input: teamTipsRequest(teamId),
  isLoaded: (snapshot: SnapshotFrom<TeamTipsLogic>) => snapshot.hasTag("loaded"),
  hasFailed: (snapshot: SnapshotFrom<TeamTipsLogic>) => snapshot.hasTag("failed"),
});
