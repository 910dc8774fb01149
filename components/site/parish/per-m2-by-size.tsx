// A parish's median asking €/m² by size of home (lib/valuation/per-m2-by-size.ts).
import type { I18n } from "@/lib/i18n/server";
import type { SizeBandFigure } from "@/lib/valuation/per-m2-by-size";

export function PerM2BySize({
  bands,
  period,
  i18n: { t, format },
}: {
  bands: SizeBandFigure[];
  period: string | null;
  i18n: I18n;
}) {
  if (bands.length === 0) return <p className="rounded-md bg-slate-50 p-4 text-slate-700">{t("parish.noBySize")}</p>;
  return (
    <table className="w-full max-w-xl text-left text-sm" data-testid="per-m2-by-size">
      <thead className="border-b border-slate-300 text-slate-700">
        <tr>
          <th scope="col" className="py-2 pr-3">
            {t("parish.sizeBand")}
          </th>
          <th scope="col" className="py-2 pr-3 text-right">
            {t("parish.count")}
          </th>
          <th scope="col" className="py-2 pr-3 text-right">
            {t("parish.perM2")}
          </th>
        </tr>
      </thead>
      <tbody>
        {bands.map((b) => (
          <tr key={b.from} className="border-b border-slate-100">
            <th scope="row" className="py-2 pr-3 font-normal">
              {b.to === null
                ? t("parish.sizeFrom", { from: b.from })
                : t("parish.sizeBetween", { from: b.from, to: b.to })}
            </th>
            <td className="py-2 pr-3 text-right">{b.count}</td>
            <td className="py-2 pr-3 text-right">
              {format.money(b.medianPerM2)}
              {period === "month" ? t("card.perMonth") : ""}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
