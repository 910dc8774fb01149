import type { Metadata } from "next";
import { SearchResults } from "@/components/site/search/search-results";
import { getI18n } from "@/lib/i18n/server";
import { searchTitle } from "@/lib/i18n/search-title";
import { searchMetadata } from "@/lib/site-search/search-metadata";
import { readSiteSearch } from "@/lib/site-search/site-query";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return searchMetadata("/search", await searchParams);
}

export default async function SearchPage({ searchParams }: Props) {
  const i18n = await getI18n();
  const search = readSiteSearch(await searchParams);
  const heading = (
    <h1 className="text-2xl font-bold tracking-tight">{searchTitle(search.query, i18n.t, i18n.locale)}</h1>
  );
  return <SearchResults search={search} i18n={i18n} heading={heading} />;
}
