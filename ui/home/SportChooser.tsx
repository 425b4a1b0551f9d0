import { useTranslation } from "react-i18next";
import { SportIcon } from "../icons/SportIcon.tsx";
import { MAIN_SPORTS, type MainSport } from "../sports/mainSports.ts";

/** The five full sports as one row of toggles; the home page's blocks follow the pressed one. */
export function SportChooser({
  current,
  onChoose,
}: {
  readonly current: MainSport | undefined;
  readonly onChoose: (sport: MainSport) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="sport-chooser">
      <legend className="home-visually-hidden">{t("home.chooseSport")}</legend>
      {MAIN_SPORTS.map((sport) => {
        const pressed = sport.code === current?.code;
        return (
          <button
            key={sport.code}
            type="button"
            className={
              pressed ? "sport-chooser__sport sport-chooser__sport--current" : "sport-chooser__sport"
            }
            aria-pressed={pressed}
            data-sport={sport.code}
            onClick={() => onChoose(sport)}
          >
            <SportIcon sport={sport.code} size={18} />
            <span>{t(sport.label)}</span>
          </button>
        );
      })}
    </fieldset>
  );
}
