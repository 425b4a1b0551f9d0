import { useTranslation } from "react-i18next";

/** How the page's language writes a short EUR amount with its unit (`€12.5M`, `12,5 M €`). */
export const useMoneyWords = () => {
  const { t } = useTranslation("team");
  return (unit: "" | "K" | "M" | "B", amount: string): string => {
    switch (unit) {
      case "K":
        return t("money.thousand", { amount });
      case "M":
        return t("money.million", { amount });
      case "B":
        return t("money.billion", { amount });
      default:
        return t("money.plain", { amount });
    }
  };
};
