import { useTranslation } from "react-i18next";
import { Card } from "../common/Card.tsx";
import { EmptyState } from "../common/EmptyState.tsx";
import { NewsIcon } from "../icons/UiIcons.tsx";

/** The tabs with nothing to list yet (issue 9): news and media, until the content issue fills them. */
export function TeamComingTab({ kind }: { readonly kind: "news" | "media" }) {
  const { t } = useTranslation("team");
  return (
    <Card>
      <div className="line-empty">
        <EmptyState
          icon={<NewsIcon size={26} />}
          title={t(`coming.${kind}Title`)}
          body={t(`coming.${kind}Body`)}
        />
      </div>
    </Card>
  );
}
