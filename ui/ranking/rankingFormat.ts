/** How the ranking writes its numbers in the viewer's language; no rule, only formatting. */
export const rankingFormat = (language: string) => {
  const percent = new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 1 });
  const signedPercent = new Intl.NumberFormat(language, {
    style: "percent",
    maximumFractionDigits: 1,
    signDisplay: "exceptZero",
  });
  const units = new Intl.NumberFormat(language, { maximumFractionDigits: 2, signDisplay: "exceptZero" });
  const fun = new Intl.NumberFormat(language, { maximumFractionDigits: 0, signDisplay: "exceptZero" });
  const whole = new Intl.NumberFormat(language);
  return {
    percent: (value: number) => percent.format(value),
    /** A chance too small to write in tenths of a percent reads "< 0.1 %", never "0 %". */
    chance: (value: number) =>
      value > 0 && value < 0.001 ? `< ${percent.format(0.001)}` : percent.format(value),
    signedPercent: (value: number) => signedPercent.format(value),
    units: (value: number) => units.format(value),
    fun: (value: number) => fun.format(value),
    count: (value: number) => whole.format(value),
  };
};

export type RankingFormat = ReturnType<typeof rankingFormat>;
