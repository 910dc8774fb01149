// A parish's market statistics per property type (the /v1/stats entries of that parish).
import type { I18n } from "@/lib/i18n/server";
import type { StatsEntry } from "@/lib/stats";

export function ParishStatsTable({
  entries,
  period,
  i18n: { t, format },
}: {
  entries: StatsEntry[];
  period: string | null;
  i18n: I18n;
}) {
  const money = (n: number | null) =>
    n === null ? "—" : `${format.money(n)}${period === "month" ? t("card.perMonth") : ""}`;
  if (entries.length === 0) return <p className="rounded-md bg-slate-50 p-4 text-slate-700">{t("parish.noStats")}</p>;
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t("parish.stats")}>
      <table className="w-full min-w-[36rem] text-left text-sm" data-testid="parish-stats">
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-3">
              {t("property.type")}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {t("parish.count")}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {t("parish.median")}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {t("parish.mean")}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {t("parish.perM2")}
            </th>
            <th scope="col" className="py-2 text-right">
              {t("parish.size")}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.type} className="border-b border-slate-100">
              <th scope="row" className="py-2 pr-3 font-medium">
                {t(`type.${e.type as "flat"}`)}
              </th>
              <td className="py-2 pr-3 text-right">{format.number(e.count)}</td>
              <td className="py-2 pr-3 text-right">{money(e.median_price)}</td>
              <td className="py-2 pr-3 text-right">{money(e.mean_price)}</td>
              <td className="py-2 pr-3 text-right">
                {e.median_price_per_m2 === null ? "—" : format.money(e.median_price_per_m2)}
              </td>
              <td className="py-2 text-right">
                {e.median_surface_m2 === null ? "—" : format.surface(e.median_surface_m2)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
