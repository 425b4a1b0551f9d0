import "i18next";
import type { translations } from "./locales/en.ts";

/** Typed keys: `t("home.topEvents")` is checked against the English resources. */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof translations };
  }
}
