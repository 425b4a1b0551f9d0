import type { Page } from "@playwright/test";

/**
 * One kind of check run on every settled page a browser test reaches. `watch` starts when the test's page
 * opens (a listener-based check, such as console warnings, collects from then on); `findings` is asked at
 * each checkpoint and returns one line per problem seen there, none when the page is fine.
 */
export interface PageCheck {
  readonly name: string;
  /** May be async: listeners that must be in place before the page's first script are added here. */
  readonly watch: (page: Page, baseURL: string | undefined) => PageWatch | Promise<PageWatch>;
}

export interface PageWatch {
  readonly findings: (scope: CheckScope) => Promise<readonly string[]>;
}

/** What a checkpoint may narrow, saying so in the spec that asks for it. */
export interface CheckScope {
  /** Selectors of parts left out (long runs of one repeated component, for time). */
  readonly exclude?: readonly string[];
  /** Only these axe rules (say, the colour rules once more after a theme switch). */
  readonly axeRules?: readonly string[];
  /** Policy violations a test causes on purpose, matched on "directive blocked-url". */
  readonly expectViolations?: RegExp;
}
