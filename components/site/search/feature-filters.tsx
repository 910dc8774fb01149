// The features and "only show" boxes of the search form (lib/search/detail-filters.ts):
// lift, parking, terrace, garden, pool, furnished; price dropped in 30 days, new this
// week. Native checkboxes with labels, grouped in fieldsets, so the GET form works
// without JavaScript; feature boxes submit one `features` each, which the site's URL
// reader joins into one list (lib/site-search/site-query.ts).
import { featureLabel } from "@/lib/domain/feature-labels";
import type { I18n } from "@/lib/i18n/server";
import { FEATURE_FILTER_IDS, FEATURE_FILTERS } from "@/lib/search/feature-vocabulary";
import type { SiteParams } from "@/lib/site-search/site-query";

const box = "h-4 w-4 accent-brand-600";
const fieldset = "col-span-2 space-y-1 lg:col-span-1";
const legend = "mb-1 text-sm font-medium text-slate-800";

export function FeatureFilters({ params, i18n: { t, locale } }: { params: SiteParams; i18n: I18n }) {
  const chosen = new Set((params.features ?? "").split(","));
  const check = (name: string, value: string, text: string, checked: boolean) => (
    <label key={`${name}-${value}`} className="flex items-center gap-2 text-sm text-slate-800">
      <input type="checkbox" name={name} value={value} defaultChecked={checked} className={box} />
      {text}
    </label>
  );
  return (
    <>
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
