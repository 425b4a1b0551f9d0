import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { renderAsync } from "@resvg/resvg-js";
import type { ReactElement } from "react";
import satori, { type Font } from "satori";
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from "../../domain/seo/ogImagePath";
import type { CardScore, CardTone, EventCard } from "./eventCard";

/** The dark theme's colours (ui/styles/tokens.css): a shared link looks like the page it opens. */
const COLOURS = {
  bg: "#0a0d12",
  surface: "#141922",
  surface3: "#222a36",
  border: "#2f3947",
  text: "#ebeff5",
  muted: "#97a3b6",
  accent: "#2ee59d",
  accentSoft: "rgba(46, 229, 157, 0.12)",
  accentText: "#4af0ad",
  live: "#ff6674",
  liveSoft: "rgba(255, 77, 94, 0.14)",
};

/** Inter 400 and 700 from the npm package, read once: a fresh machine has them without system fonts. */
export const loadCardFonts = (): Font[] => {
  const require = createRequire(import.meta.url);
  const read = (weight: 400 | 700): Font => ({
    name: "Inter",
    weight,
    style: "normal",
    data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
  });
  return [read(400), read(700)];
};

type Style = Record<string, string | number>;
type Child = ReactElement | string | null;

/** A satori element without React: satori reads `{type, props}` objects, needs `display: flex` on every box, and sizes boxes as CSS does (content-box) unless told. */
const box = (style: Style, ...children: Child[]): ReactElement => ({
  type: "div",
  key: null,
  props: {
    style: { display: "flex", boxSizing: "border-box", ...style },
    children: children.filter((child) => child !== null),
  },
});

/** Room of the sides and the middle on the board: fixed, so that a long name never pushes the score. */
const PADDING = 40;
const HEADER_HEIGHT = 76;
const CARD_WIDTH = OG_IMAGE_WIDTH - 2 * PADDING;
const CARD_HEIGHT = OG_IMAGE_HEIGHT - 2 * PADDING - HEADER_HEIGHT;
const CARD_PADDING_X = 44;
const MIDDLE_WIDTH = 380;
const SIDE_WIDTH = (CARD_WIDTH - 2 * CARD_PADDING_X - MIDDLE_WIDTH) / 2;
const SIDE_GAP = 24;
/** Inter Bold's widest common letters take about this much of the font size. */
const BOLD_LETTER_EM = 0.64;

/** Long names step down so that most fit on two lines, and their longest word on one. */
const nameSize = (name: string): number => {
  const byLength = name.length <= 12 ? 58 : name.length <= 20 ? 48 : 40;
  const longestWord = Math.max(...name.split(/\s+/).map((word) => word.length));
  return Math.min(byLength, Math.floor((SIDE_WIDTH - SIDE_GAP) / (BOLD_LETTER_EM * longestWord)));
};

const side = (name: string, align: "left" | "right"): ReactElement =>
  box(
    {
      width: SIDE_WIDTH,
      [align === "right" ? "paddingRight" : "paddingLeft"]: SIDE_GAP,
      justifyContent: align === "right" ? "flex-end" : "flex-start",
      alignItems: "center",
    },
    box(
      {
        fontSize: nameSize(name),
        fontWeight: 700,
        color: COLOURS.text,
        lineHeight: 1.12,
        letterSpacing: "-0.02em",
        textAlign: align,
        lineClamp: 2,
        maxWidth: SIDE_WIDTH - SIDE_GAP,
      },
      name,
    ),
  );

/** One side's score: goals large, the shoot-out apart and smaller (the event page's penalties rule). */
const goals = ({ goals, penalties }: CardScore, colour: string): ReactElement =>
  box(
    { alignItems: "baseline", gap: 8, color: colour },
    `${goals}`,
    penalties === null ? null : box({ fontSize: 56, color: COLOURS.muted }, `(${penalties})`),
  );

const middle = (card: EventCard): ReactElement =>
  box(
    { width: MIDDLE_WIDTH, justifyContent: "center", alignItems: "center" },
    card.score
      ? box(
          {
            alignItems: "center",
            gap: 24,
            fontSize: 140,
            fontWeight: 700,
            letterSpacing: "-0.04em",
            lineHeight: 1,
          },
          goals(card.score[0], card.tone === "live" ? COLOURS.accentText : COLOURS.text),
          box({ color: COLOURS.muted, fontSize: 88 }, "–"),
          goals(card.score[1], card.tone === "live" ? COLOURS.accentText : COLOURS.text),
        )
      : box(
          { flexDirection: "column", alignItems: "center", gap: 16 },
          box(
            { fontSize: 104, fontWeight: 700, color: COLOURS.text, letterSpacing: "-0.03em", lineHeight: 1 },
            card.kickOffTime.replace(" UTC", ""),
          ),
          box({ fontSize: 30, color: COLOURS.muted }, `${card.kickOffDay} · UTC`),
        ),
  );

const PILL: Record<CardTone, Style> = {
  live: { backgroundColor: COLOURS.liveSoft, color: COLOURS.live },
  upcoming: { backgroundColor: COLOURS.accentSoft, color: COLOURS.accentText },
  ended: { backgroundColor: COLOURS.surface3, color: COLOURS.muted },
};

const statusPill = (card: EventCard): ReactElement =>
  box(
    {
      alignItems: "center",
      gap: 14,
      padding: "10px 26px",
      borderRadius: 999,
      fontSize: 30,
      fontWeight: 700,
      ...PILL[card.tone],
    },
    card.tone === "live"
      ? box({ width: 16, height: 16, borderRadius: 8, backgroundColor: COLOURS.live })
      : null,
    card.tone === "upcoming" ? "Kick-off" : card.status,
    card.minute ? box({ color: COLOURS.text }, card.minute) : null,
  );

const board = (card: EventCard): ReactElement =>
  card.sides.length === 2
    ? box(
        { flexGrow: 1, alignItems: "center" },
        side(card.sides[0]!, "right"),
        middle(card),
        side(card.sides[1]!, "left"),
      )
    : box(
        { flexGrow: 1, flexDirection: "column", alignItems: "center", justifyContent: "center", gap: 24 },
        box(
          {
            fontSize: 52,
            fontWeight: 700,
            color: COLOURS.text,
            textAlign: "center",
            lineClamp: 2,
            maxWidth: CARD_WIDTH - 2 * CARD_PADDING_X,
          },
          card.sides.join(" · "),
        ),
        card.score ? null : middle(card),
      );

/** The card as satori's element tree: brand and sport, competition, both sides with the score or kick-off, status. */
export const eventCardElement = (card: EventCard): ReactElement =>
  box(
    {
      width: OG_IMAGE_WIDTH,
      height: OG_IMAGE_HEIGHT,
      flexDirection: "column",
      padding: PADDING,
      backgroundColor: COLOURS.bg,
      backgroundImage:
        "radial-gradient(circle at 0% 0%, rgba(46, 229, 157, 0.18), rgba(46, 229, 157, 0) 60%)",
      fontFamily: "Inter",
    },
    box(
      {
        height: HEADER_HEIGHT,
        justifyContent: "space-between",
        alignItems: "flex-start",
        padding: "0 8px",
      },
      box(
        { alignItems: "center", gap: 14, fontSize: 40, fontWeight: 700, color: COLOURS.text, lineHeight: 1 },
        box({ width: 22, height: 22, borderRadius: 11, backgroundColor: COLOURS.accent }),
        box({}, "Funs", box({ color: COLOURS.accent }, "Club")),
      ),
      box({ fontSize: 30, color: COLOURS.muted, lineHeight: 1.3 }, card.sport),
    ),
    box(
      {
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        flexDirection: "column",
        padding: `32px ${CARD_PADDING_X}px 36px`,
        borderRadius: 28,
        border: `2px solid ${COLOURS.border}`,
        backgroundColor: COLOURS.surface,
      },
      box({ justifyContent: "center", fontSize: 32, color: COLOURS.muted }, card.competition),
      board(card),
      box(
        { justifyContent: "center", alignItems: "center", gap: 24 },
        statusPill(card),
        card.score ? box({ fontSize: 28, color: COLOURS.muted }, card.kickOffDay) : null,
      ),
    ),
  );

/** Draws a card as a 1200×630 PNG: satori lays it out to SVG (text as paths), resvg rasterizes it off the event loop. */
export const makeEventImageDrawer =
  (fonts: Font[]) =>
  async (card: EventCard): Promise<Buffer> => {
    const svg = await satori(eventCardElement(card), {
      width: OG_IMAGE_WIDTH,
      height: OG_IMAGE_HEIGHT,
      fonts,
    });
    const png = await renderAsync(svg, { fitTo: { mode: "original" } });
    return png.asPng();
  };
