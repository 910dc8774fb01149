// Every filter and sort of GET /v1/properties, and the site's own filters
// (lib/search/detail-filters.ts), as a form whose state is the URL.
import Link from "next/link";
import { CleanGetForm } from "@/components/site/search/clean-get-form";
import { FiltersDisclosure } from "@/components/site/search/filters-disclosure";
import { FeatureFilters } from "@/components/site/search/feature-filters";
import { TownFilter } from "@/components/site/search/town-filter";
import { searchHref, type SiteParams } from "@/lib/site-search/site-query";
import { parishName } from "@/lib/i18n/parish-name";
import type { I18n } from "@/lib/i18n/server";
import { PARISH_IDS } from "@/lib/geo/parishes";
import { PROPERTY_TYPES, SORTS } from "@/lib/domain/vocabulary";
import type { OfferedOperations } from "@/lib/site-search/offered-operations";

const field = "w-full rounded-md border border-slate-400 bg-white px-2 py-2 text-base sm:text-sm";
const label = "mb-1 block text-sm font-medium text-slate-800";

type Props = { params: SiteParams; i18n: I18n; operations: OfferedOperations };

export function SearchFilters({ params, i18n, operations }: Props) {
  const { t } = i18n;
  // step=1: a coarser step would make the browser refuse to submit e.g. 256400.
  const number = (
    name: "minPrice" | "maxPrice" | "minRooms" | "maxRooms" | "minSurface" | "maxSurface",
    text: string,
  ) => (
    <div>
      <label htmlFor={`f-${name}`} className={label}>
        {text}
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
  return (
    <FiltersDisclosure label={t("search.filters")}>
      <CleanGetForm
        action="/search"
        ariaLabel={t("search.filters")}
        className="grid grid-cols-2 gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 lg:grid-cols-1"
      >
        <div>
          <label htmlFor="f-op" className={label}>
            {t("search.operation")}
          </label>
          <select id="f-op" name="op" defaultValue={params.op ?? "sale"} className={field}>
            {operations.offered.map((op) => (
              <option key={op} value={op}>
                {op === "seasonal_rent" && operations.empty.includes(op)
                  ? t("siteNotes.seasonalNone")
                  : t(`operation.${op}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="f-type" className={label}>
            {t("search.type")}
          </label>
          <select id="f-type" name="type" defaultValue={params.type ?? ""} className={field}>
            <option value="">{t("search.allHomes")}</option>
            {params.type && !(PROPERTY_TYPES as readonly string[]).includes(params.type) ? (
              <option value={params.type}>
                {params.type
                  .split(",")
                  .map((ty) => t(`type.${ty as "flat"}`))
                  .join(", ")}
              </option>
            ) : null}
            {PROPERTY_TYPES.map((ty) => (
              <option key={ty} value={ty}>
                {t(`type.${ty}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor="f-parish" className={label}>
            {t("search.parish")}
          </label>
          <select id="f-parish" name="parish" defaultValue={params.parish ?? ""} className={field}>
            <option value="">{t("search.anyParish")}</option>
            {params.parish && !(PARISH_IDS as readonly string[]).includes(params.parish) ? (
              <option value={params.parish}>{params.parish.split(",").map(parishName).join(", ")}</option>
            ) : null}
            {PARISH_IDS.map((id) => (
              <option key={id} value={id}>
                {parishName(id)}
              </option>
            ))}
          </select>
        </div>
        <TownFilter params={params} i18n={i18n} field={field} label={label} />
        {number("minPrice", t("search.minPrice"))}
        {number("maxPrice", t("search.maxPrice"))}
        {number("minRooms", t("search.minRooms"))}
        {number("maxRooms", t("finder.maxRooms"))}
        {number("minSurface", t("search.minSurface"))}
        {number("maxSurface", t("finder.maxSurface"))}
        <FeatureFilters params={params} i18n={i18n} />
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor="f-sort" className={label}>
            {t("search.sort")}
          </label>
          <select id="f-sort" name="sort" defaultValue={params.sort ?? "newest"} className={field}>
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sort.${s}`)}
              </option>
            ))}
          </select>
        </div>
        {params.bbox || params.polygon || params.near ? (
          <div className="col-span-2 flex items-center justify-between gap-2 text-sm lg:col-span-1">
            {(["bbox", "polygon", "near", "radius"] as const).map((k) =>
              params[k] ? <input key={k} type="hidden" name={k} value={params[k]} /> : null,
            )}
            <span>{t("search.area")}</span>
            <Link
              prefetch={false}
              href={searchHref(params, {
                bbox: undefined,
                polygon: undefined,
                near: undefined,
                radius: undefined,
                cursor: undefined,
                page: undefined,
              })}
            >
              {t("search.clearArea")}
            </Link>
          </div>
        ) : null}
        <div className="col-span-2 flex items-center gap-3 lg:col-span-1">
          <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
            {t("search.apply")}
          </button>
          <Link prefetch={false} href="/search" className="text-sm">
            {t("search.reset")}
          </Link>
        </div>
      </CleanGetForm>
    </FiltersDisclosure>
  );
}
