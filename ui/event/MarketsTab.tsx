import { useActorRef, useSelector } from "@xstate/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { FeedEvent } from "../../domain/feed/tree.ts";
import { outcomePicksMachine } from "../../machines/event/outcomePicksMachine.ts";
import type { SettingsActorRef } from "../app/routerContext.ts";
import { Card } from "../common/Card.tsx";
import { EmptyState } from "../common/EmptyState.tsx";
import { LockIcon } from "../feed/FeedIcons.tsx";
import { SlidersIcon } from "../icons/UiIcons.tsx";
import { MarketCard } from "./MarketCard.tsx";
import { marketGroups } from "./marketGroups.ts";
import { TipCreateBar } from "./TipCreateBar.tsx";

/**
 * The event's markets, grouped by scope in priority order. Hidden odds leave a way to show them. Picks
 * live in `outcomePicksMachine` (what a bet slip will take); they mark prices on this page, and before the
 * start the last one picked can become a tip (`onCreateTip`).
 */
export function MarketsTab({
  event,
  catalogueCode,
  stale,
  oddsVisible,
  settings,
  onCreateTip,
}: {
  readonly event: FeedEvent;
  readonly catalogueCode: string;
  readonly stale: boolean;
  readonly oddsVisible: boolean;
  readonly settings: SettingsActorRef;
  /** Tips can be created on this event (it has not started). */
  readonly onCreateTip?: ((outcomeId: string) => void) | undefined;
}) {
  const { t } = useTranslation();
  const groups = useMemo(() => marketGroups(event, catalogueCode), [event, catalogueCode]);
  const picks = useActorRef(outcomePicksMachine);
  const pickedIds = useSelector(picks, (snapshot) => snapshot.context.picked);
  const picked = useMemo(() => new Set(pickedIds), [pickedIds]);
  const toggle = (outcomeId: string) => picks.send({ type: "pick.toggle", outcomeId });

  if (!oddsVisible) {
    return (
      <Card>
        <div className="line-empty">
          <EmptyState
            icon={<SlidersIcon size={26} />}
            title={t("event.oddsHiddenTitle")}
            body={t("event.oddsHiddenBody")}
          />
          <button
            type="button"
            className="button button--primary"
            onClick={() => settings.send({ type: "settings.odds.toggle" })}
          >
            {t("event.showOdds")}
          </button>
        </div>
      </Card>
    );
  }
  if (groups.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<LockIcon size={26} />}
          title={t("event.noMarketsTitle")}
          body={t("event.noMarketsBody")}
        />
      </Card>
    );
  }
  return (
    <div className="markets">
      {groups.map((group) => (
        <section key={group.key} className="market-scope" data-scope={group.key}>
          <h2 className="market-scope__title">{t(`scope.${group.type}`, { number: group.number })}</h2>
          <div className="market-scope__cards">
            {group.families.map((family) => (
              <MarketCard
                key={family.type}
                family={family}
                locked={stale || event.locked || group.locked}
                picked={picked}
                onPick={toggle}
              />
            ))}
          </div>
        </section>
      ))}
      {onCreateTip && <TipCreateBar pickedId={pickedIds.at(-1) ?? null} onCreate={onCreateTip} />}
    </div>
  );
}
