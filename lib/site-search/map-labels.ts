// The results map's texts in the reader's language (components/site/map), shared by the
// search page and the parish pages, which show the same map.
import type { Translator } from "@/lib/i18n/server";

export function resultsMapLabels(t: Translator) {
  return {
    region: t("map.label"),
    searchArea: t("map.searchArea"),
    offline: t("map.noTiles"),
    show: t("map.show"),
    loading: t("map.loading"),
    unplaced: t("map.unplaced", { count: "{count}" }),
    markers: {
      cluster: t("mapMarkers.cluster", { count: "{count}" }),
      group: t("mapMarkers.group", { count: "{count}" }),
      approximateGroup: t("mapMarkers.approximateGroup", { count: "{count}" }),
      approximate: t("mapMarkers.approximate"),
      list: t("mapMarkers.list"),
      approximateList: t("mapMarkers.approximateList"),
      close: t("mapMarkers.close"),
    },
  };
}
