import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "../common/Card.tsx";
import { GhostList } from "../common/GhostList.tsx";

/**
 * A home block whose feature is not built yet (tipster ranking, tips, news): its future shape, faintly,
 * and one honest sentence. Never sample data that could pass for real.
 */
export function ComingSoonCard({
  title,
  icon,
  body,
  ghost,
  count,
}: {
  readonly title: string;
  readonly icon: ReactNode;
  readonly body: string;
  readonly ghost: "ranking" | "media" | "list";
  readonly count: number;
}) {
  const { t } = useTranslation();
  return (
    <Card title={title} icon={icon} className="coming-soon-card">
      <div className="coming-soon-card__body">
        <GhostList kind={ghost} count={count} />
        <p className="coming-soon-card__note">
          <span className="badge">{t("comingSoon.badge")}</span>
          <span>{body}</span>
        </p>
      </div>
    </Card>
  );
}
