// The badges of a result card that only a comparison across sources and time can give:
// "−5 % since 12 Nov" when the lowest price was cut in the last 30 days, and "New" for a
// home first seen this week (definitions: lib/search/price-drop.ts).
import { dropPercent, shortDay } from "@/lib/i18n/badge-format";
import type { I18n } from "@/lib/i18n/server";
import { TYPE_NOUNS } from "@/lib/i18n/title/type-nouns";
import { isNew, type PriceDrop } from "@/lib/search/price-drop";
import type { PropertySummary } from "@/lib/search/types";

type Props = { property: PropertySummary; drop?: PriceDrop; i18n: I18n };

export function CardBadges({ property: p, drop, i18n: { t, locale, format } }: Props) {
  const fresh = isNew(p.first_seen_at);
  if (!drop && !fresh) return null;
  const gender = TYPE_NOUNS[locale][p.type as "flat"]?.gender ?? "m";
  return (
    <p className="flex flex-wrap gap-1">
      {drop ? (
        <span
          className="rounded-full bg-emerald-800 px-2 py-0.5 text-xs font-semibold text-white"
          data-testid="badge-drop"
          title={t("finder.badgeDropLabel", { was: format.money(drop.was), price: format.money(drop.price) })}
        >
          {t("finder.badgeDrop", { percent: dropPercent(drop.percent, locale), date: shortDay(drop.at, locale) })}
        </span>
      ) : null}
      {fresh ? (
        <span
          className="rounded-full bg-brand-900 px-2 py-0.5 text-xs font-semibold text-white"
          data-testid="badge-new"
        >
          {t("finder.badgeNew", { gender })}
        </span>
      ) : null}
    </p>
  );
}
