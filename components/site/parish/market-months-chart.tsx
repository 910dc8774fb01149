// A parish's market month by month (lib/stats/monthly-market.ts, the same series as
// /v1/stats?interval=month): the median €/m² as a line over bars of the active homes,
// drawn on the server with no script. The figure is one image to assistive technology,
// labelled with a summary; its numbers are in a table folded under it. Fixed height, so the
// sections below it never move. The y labels are HTML at the plot's fractions (they keep
// their size at any width); the bars share the plot but have their own scale, from zero.
import { distinctPriceLabels, priceTicks } from "@/lib/charts/price-axis";
import type { I18n } from "@/lib/i18n/server";
import { INTL_TAGS } from "@/lib/i18n/locales";
import type { MonthEntry } from "@/lib/stats";

type Props = { months: MonthEntry[]; inPlace: string; period: string | null; i18n: I18n };

const MAX_X_LABELS = 6;

/** Where `v` lies in [from, to], in per cent from the bottom (the middle when the span is empty). */
const percent = (v: number, [from, to]: [number, number]) => (to === from ? 50 : ((v - from) / (to - from)) * 100);

/** The line through the months that have a median, broken where a month has none. */
function lineSegments(months: MonthEntry[], x: (i: number) => number, y: (v: number) => number): string[] {
  const segments: string[][] = [[]];
  months.forEach((m, i) => {
    if (m.median_price_per_m2 === null) segments.push([]);
    else segments.at(-1)!.push(`${x(i).toFixed(2)},${y(m.median_price_per_m2).toFixed(2)}`);
  });
  return segments.filter((s) => s.length > 0).map((s) => s.join(" "));
}

/** The figure's summary: the first and last months' medians, and the last month's homes. */
function summary({ months, inPlace, period, i18n: { t, format, locale } }: Props): string {
  const priced = months.filter((m) => m.median_price_per_m2 !== null);
  const [first, last] = [priced[0], priced[priced.length - 1]];
  const long = new Intl.DateTimeFormat(INTL_TAGS[locale], { month: "long", year: "numeric", timeZone: "UTC" });
  const when = (m: MonthEntry) => long.format(new Date(`${m.month}-01T00:00:00Z`));
  const perMonth = period === "month" ? t("card.perMonth") : "";
  return t("parish.monthsLabel", {
    inPlace,
    first: format.money(first.median_price_per_m2!) + perMonth,
    from: when(first),
    last: format.money(last.median_price_per_m2!) + perMonth,
    to: when(last),
    active: format.number(last.active),
  });
}

/** Needs at least one month with a median (the page shows it from two). */
export function MarketMonthsChart(props: Props) {
  const { months, period, i18n } = props;
  const { t, format, locale } = i18n;
  const label = summary(props);
  const medians = months.flatMap((m) => (m.median_price_per_m2 === null ? [] : [m.median_price_per_m2]));
  const ticks = priceTicks(Math.min(...medians), Math.max(...medians));
  const domain: [number, number] = [ticks[0], ticks[ticks.length - 1]];
  const priceLabel = distinctPriceLabels(ticks, INTL_TAGS[locale], "EUR");
  const maxActive = Math.max(1, ...months.map((m) => m.active));
  const x = (i: number) => ((i + 0.5) / months.length) * 100;
  const y = (v: number) => 100 - percent(v, domain);
  const monthName = new Intl.DateTimeFormat(INTL_TAGS[locale], { month: "short", year: "2-digit", timeZone: "UTC" });
  const name = (m: MonthEntry) => monthName.format(new Date(`${m.month}-01T00:00:00Z`));
  const every = Math.ceil(months.length / MAX_X_LABELS);
  const perMonth = period === "month" ? t("card.perMonth") : "";
  const barWidth = (100 / months.length) * 0.6;
  return (
    <figure className="space-y-2" data-testid="market-months" data-months={months.length}>
      <div role="img" aria-label={label} className="flex h-44 w-full text-[11px] text-slate-600">
        <div className="relative mt-2 mb-6 w-[72px] shrink-0">
          {ticks.map((v) => (
            <span key={v} className="absolute right-2 -translate-y-1/2" style={{ top: `${y(v)}%` }}>
              {priceLabel(v)}
            </span>
          ))}
        </div>
        <div className="mr-4 flex min-w-0 flex-1 flex-col">
          <div className="relative mt-2 flex-1 border-b border-l border-slate-400">
            <svg viewBox="0 0 100 100" preserveAspectRatio="none" className="absolute inset-0 h-full w-full">
              {ticks.map((v) => (
                <line key={v} x1="0" x2="100" y1={y(v)} y2={y(v)} stroke="#e2e8f0" vectorEffect="non-scaling-stroke" />
              ))}
              {months.map((m, i) => (
                <rect
                  key={m.month}
                  x={x(i) - barWidth / 2}
                  width={barWidth}
                  y={100 - (m.active / maxActive) * 40}
                  height={(m.active / maxActive) * 40}
                  fill="#cbd5e1"
                />
              ))}
              {lineSegments(months, x, y).map((points) => (
                <polyline
                  key={points}
                  points={points}
                  fill="none"
                  stroke="#1f6b52"
                  strokeWidth="2"
                  vectorEffect="non-scaling-stroke"
                />
              ))}
            </svg>
          </div>
          <div className="relative h-6">
            {months.map((m, i) =>
              i % every === 0 || i === months.length - 1 ? (
                <span
                  key={m.month}
                  className="absolute top-1 -translate-x-1/2 whitespace-nowrap"
                  style={{ left: `${x(i)}%` }}
                >
                  {name(m)}
                </span>
              ) : null,
            )}
          </div>
        </div>
      </div>
      <figcaption className="flex flex-wrap gap-x-4 text-xs text-slate-600">
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-0.5 w-4 bg-brand-700 align-middle" />
          {t("parish.monthsLine")}
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-2 w-3 bg-slate-300 align-middle" />
          {t("parish.monthsBars")}
        </span>
      </figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer text-slate-700">{t("parish.monthsTable")}</summary>
        <table className="mt-2 w-full max-w-xl text-left">
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              <th scope="col" className="py-1 pr-3">
                {t("parish.monthsMonth")}
              </th>
              <th scope="col" className="py-1 pr-3 text-right">
                {t("parish.monthsActive")}
              </th>
              <th scope="col" className="py-1 pr-3 text-right">
                {t("parish.monthsNew")}
              </th>
              <th scope="col" className="py-1 pr-3 text-right">
                {t("parish.monthsDelisted")}
              </th>
              <th scope="col" className="py-1 pr-3 text-right">
                {t("parish.perM2")}
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month} className="border-b border-slate-100">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {name(m)}
                </th>
                <td className="py-1 pr-3 text-right">{format.number(m.active)}</td>
                <td className="py-1 pr-3 text-right">{format.number(m.new)}</td>
                <td className="py-1 pr-3 text-right">{format.number(m.delisted)}</td>
                <td className="py-1 pr-3 text-right">
                  {m.median_price_per_m2 === null ? "–" : `${format.money(m.median_price_per_m2)}${perMonth}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
