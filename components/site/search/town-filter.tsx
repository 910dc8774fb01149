// The town filter of the search form (lib/search/detail-filters.ts): the reference towns
// grouped by parish, built on the server so the client select (town-select.tsx) gets a
// small list instead of the town-matching module.
import { TownSelect, type TownGroup } from "@/components/site/search/town-select";
import { PARISH_IDS } from "@/lib/geo/parishes";
import { comparePlaceNames } from "@/lib/geo";
import { TOWNS } from "@/lib/geo/towns";
import { parishName } from "@/lib/i18n/parish-name";
import type { I18n } from "@/lib/i18n/server";
import type { SiteParams } from "@/lib/site-search/site-query";

const GROUPS: TownGroup[] = PARISH_IDS.map((parish) => ({
  parish,
  label: parishName(parish),
  towns: TOWNS.filter((t) => t.parish === parish)
    .map((t) => ({ id: t.id, name: t.name }))
    .sort((a, b) => comparePlaceNames(a.name, b.name)),
}));

type Props = { params: SiteParams; i18n: I18n; field: string; label: string };

export function TownFilter({ params, i18n: { t }, field, label }: Props) {
  return (
    <TownSelect
      groups={GROUPS}
      parish={params.parish ?? ""}
      value={params.town ?? ""}
      label={t("finder.town")}
      anyLabel={t("finder.anyTown")}
      className={field}
      labelClassName={label}
    />
  );
}
