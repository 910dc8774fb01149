// The site's own filters (lib/search/site-filters.ts) inside the search form: town
// (dependent on the parish), maximum bedrooms and surface, features, and "only show"
// price drops or homes new this week. Native controls with labels, so the GET form
// works without JavaScript; feature boxes submit one `features` each, which the
// site's URL reader joins (lib/site-search/site-query.ts).
import { TownSelect, type TownGroup } from "@/components/site/search/town-select";
import { PARISH_IDS } from "@/lib/geo/parishes";
import { TOWNS } from "@/lib/geo/towns";
import { featureLabel } from "@/lib/i18n/feature-labels";
import { parishName } from "@/lib/i18n/parish-name";
import type { I18n } from "@/lib/i18n/server";
import { FEATURE_FILTER_IDS, FEATURE_FILTERS } from "@/lib/search/site-filters";
import type { SiteParams } from "@/lib/site-search/site-query";

type Props = { params: SiteParams; i18n: I18n; field: string; label: string };

const GROUPS: TownGroup[] = PARISH_IDS.map((parish) => ({
  parish,
  label: parishName(parish),
  towns: TOWNS.filter((t) => t.parish === parish)
    .map((t) => ({ id: t.id, name: t.name }))
    .sort((a, b) => a.name.localeCompare(b.name, "ca")),
}));

const box = "h-4 w-4 accent-brand-600";
const fieldset = "col-span-2 space-y-1 lg:col-span-1";
const legend = "mb-1 text-sm font-medium text-slate-800";

export function MoreFilters({ params, i18n: { t, locale }, field, label }: Props) {
  const chosen = new Set((params.features ?? "").split(","));
  const number = (name: "maxRooms" | "maxSurface") => (
    <div>
      <label htmlFor={`f-${name}`} className={label}>
        {t(`finder.${name}`)}
      </label>
      <input
        id={`f-${name}`}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        defaultValue={params[name] ?? ""}
        className={field}
      />
    </div>
  );
  const check = (name: string, value: string, text: string, checked: boolean) => (
    <label key={`${name}-${value}`} className="flex items-center gap-2 text-sm text-slate-800">
      <input type="checkbox" name={name} value={value} defaultChecked={checked} className={box} />
      {text}
    </label>
  );
  return (
    <>
      <TownSelect
        groups={GROUPS}
        parish={params.parish ?? ""}
        value={params.town ?? ""}
        label={t("finder.town")}
        anyLabel={t("finder.anyTown")}
        className={field}
        labelClassName={label}
      />
      {number("maxRooms")}
      {number("maxSurface")}
      <fieldset className={fieldset}>
        <legend className={legend}>{t("finder.features")}</legend>
        <div className="grid grid-cols-2 gap-1">
          {FEATURE_FILTER_IDS.map((f) =>
            check("features", f, featureLabel(FEATURE_FILTERS[f][0], locale), chosen.has(f)),
          )}
        </div>
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>{t("finder.only")}</legend>
        {check("priceDrop", "1", t("finder.priceDrop"), params.priceDrop === "1")}
        {check("new", "1", t("finder.new"), params.new === "1")}
      </fieldset>
    </>
  );
}
