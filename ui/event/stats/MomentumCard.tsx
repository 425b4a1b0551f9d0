import { useTranslation } from "react-i18next";
import {
  goalMarks,
  type MomentumFrame,
  momentumMinutes,
  momentumPaths,
  momentumX,
  momentumY,
} from "../../../domain/statistics/momentumPath.ts";
import type { EventStatisticsAnswer } from "../../../domain/statistics/statisticsAnswers.ts";
import { Card } from "../../common/Card.tsx";

// The drawing's own units: it scales to the card's width keeping this shape (4:1), so a goal's dot stays round.
const WIDTH = 600;
const HEIGHT = 150;
const GOAL_R = 5;

/**
 * The attack-momentum graph (issue 9 item 6; docs/statistics-formulas.md): the answer's momentum, home
 * pressure above the middle line and away pressure below, minute by minute (point by point for rally
 * sports), with the goals as dots on the scoring side's edge. The server sends the points; a live match's
 * graph grows as its answer is refreshed.
 */
export function MomentumCard({
  answer,
  regulation,
  breaks,
  byPoint,
}: {
  readonly answer: EventStatisticsAnswer;
  /** The sport's regulation minutes (soccer 90); null for rally sports, whose axis is the points played. */
  readonly regulation: number | null;
  /** Minutes where a period ends (45 in football): dashed lines. */
  readonly breaks: ReadonlyArray<number>;
  readonly byPoint: boolean;
}) {
  const { t } = useTranslation("eventStatsTabs");
  const points = answer.momentum;
  const { home, away } = answer.event;
  if (points.length === 0)
    return (
      <Card title={t("momentum.title")} className="momentum">
        <p className="event-stats__note">{t("momentum.empty")}</p>
      </Card>
    );
  const frame: MomentumFrame = {
    width: WIDTH,
    height: HEIGHT,
    minutes: momentumMinutes(points, regulation ?? 0),
  };
  const paths = momentumPaths(points, frame);
  const marks = byPoint ? [] : goalMarks(answer.incidents, frame);
  const axis = momentumY(0, frame);
  const label = (n: number) =>
    byPoint ? t("momentum.point", { point: n }) : t("momentum.minute", { minute: n });
  return (
    <Card title={t("momentum.title")} className="momentum">
      <figure className="momentum__figure">
        <svg
          className="momentum__graph"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={t("momentum.label", { home: home.name, away: away.name })}
        >
          <rect
            x="0"
            y="0"
            width={WIDTH}
            height={HEIGHT / 2}
            className="momentum__half momentum__half--home"
          />
          <rect
            x="0"
            y={HEIGHT / 2}
            width={WIDTH}
            height={HEIGHT / 2}
            className="momentum__half momentum__half--away"
          />
          {breaks.map((minute) => (
            <line
              key={minute}
              x1={momentumX(minute, frame)}
              x2={momentumX(minute, frame)}
              y1="0"
              y2={HEIGHT}
              className="momentum__break"
            />
          ))}
          {paths.home && <path d={paths.home} className="momentum__area momentum__area--home" />}
          {paths.away && <path d={paths.away} className="momentum__area momentum__area--away" />}
          <line x1="0" x2={WIDTH} y1={axis} y2={axis} className="momentum__axis-line" />
          {marks.map((mark) => {
            const y = mark.side === "home" ? GOAL_R + 1 : HEIGHT - GOAL_R - 1;
            return (
              <g key={mark.seq} className={`momentum__goal momentum__goal--${mark.side}`}>
                <line x1={mark.x} x2={mark.x} y1={axis} y2={y} className="momentum__goal-line" />
                <circle cx={mark.x} cy={y} r={GOAL_R} className="momentum__goal-dot" />
              </g>
            );
          })}
        </svg>
        <div className="momentum__ticks" aria-hidden="true">
          <span>{label(byPoint ? 1 : 0)}</span>
          <span>{label(Math.round(frame.minutes / 2))}</span>
          <span>{label(frame.minutes)}</span>
        </div>
        <figcaption className="momentum__legend">
          <span className="momentum__key momentum__key--home">{home.name}</span>
          {marks.length > 0 && (
            <span className="momentum__key momentum__key--goal">{t("momentum.goal")}</span>
          )}
          <span className="momentum__key momentum__key--away">{away.name}</span>
        </figcaption>
      </figure>
    </Card>
  );
}
