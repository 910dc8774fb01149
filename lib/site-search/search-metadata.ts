// generateMetadata for / and /search: a title naming the operation, the description,
// hreflang alternates and Open Graph. Pages deeper than the first are not indexed.
import type { Metadata } from "next";
import { languageAlternates, openGraphLocale } from "@/lib/i18n/alternates";
import { getI18n } from "@/lib/i18n/server";
import { searchTitle } from "@/lib/i18n/search-title";
import { readSiteSearch, searchHref } from "./site-query";

type Raw = Record<string, string | string[] | undefined>;

export async function searchMetadata(path: "/" | "/search", raw: Raw): Promise<Metadata> {
  const { locale, t } = await getI18n();
  const { query, params } = readSiteSearch(raw);
  const title = searchTitle(query, t, locale);
  const canonical = path === "/" ? "/" : searchHref(params, { cursor: undefined, page: undefined });
  return {
    title: path === "/" ? { absolute: `Llar — ${t("meta.tagline")}` } : title,
    description: t("meta.description"),
    alternates: await languageAlternates(canonical, locale),
    openGraph: {
      title,
      description: t("meta.description"),
      url: canonical,
      type: "website",
      ...openGraphLocale(locale),
    },
    robots: params.cursor || params.page ? { index: false, follow: true } : undefined,
  };
}
