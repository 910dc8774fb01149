// The property's key facts as a description list; missing values are left out.
import { parishName } from "@/lib/i18n/parish-name";
import type { I18n } from "@/lib/i18n/server";
import type { PropertyDetail } from "@/lib/search/types";
import { countsBedrooms } from "@/lib/i18n/title/property-title";

export function Facts({ property: p, i18n: { t, format } }: { property: PropertyDetail; i18n: I18n }) {
  const price = format.priceRange(p.price);
  const rows: [string, string | null][] = [
    [
      t("property.priceRange"),
      price ? `${price}${p.price.period === "month" ? t("card.perMonth") : ""}` : t("card.priceOnRequest"),
    ],
    [t("property.operation"), t(`operation.${p.operation as "sale"}`)],
    [t("property.type"), t(`type.${p.type as "flat"}`)],
    [t("property.surface"), p.surface_m2 !== null ? format.surface(p.surface_m2) : null],
    [t("property.plot"), p.plot_m2 !== null ? format.surface(p.plot_m2) : null],
    // Bedrooms where the type counts them (as the title): a plot's count is a feed's placeholder.
    [t("property.rooms"), p.rooms !== null && countsBedrooms(p.type) ? format.number(p.rooms) : null],
    [t("property.bathrooms"), p.bathrooms !== null ? format.number(p.bathrooms) : null],
    [t("property.town"), p.town],
    [t("property.parish"), p.parish ? parishName(p.parish) : null],
    [t("property.firstSeen"), format.date(p.first_seen_at)],
    [t("property.lastSeen"), p.last_seen_at ? format.date(p.last_seen_at) : null],
  ];
  return (
    <section aria-labelledby="facts-heading">
      <h2 id="facts-heading" className="mb-2 text-lg font-semibold">
        {t("property.facts")}
      </h2>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
        {rows
          .filter((r): r is [string, string] => r[1] !== null)
          .map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
