import type { Metadata } from "next";
import { SearchResults } from "@/components/site/search/search-results";
import { getI18n } from "@/lib/i18n/server";
import { searchMetadata } from "@/lib/site-search/search-metadata";
import { readSiteSearch } from "@/lib/site-search/site-query";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return searchMetadata("/", await searchParams);
}

/** The home page is the search, introduced by one sentence about what Llar is. */
export default async function HomePage({ searchParams }: Props) {
  const i18n = await getI18n();
  const search = readSiteSearch(await searchParams);
  const heading = (
    <div className="space-y-1">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{i18n.t("home.title")}</h1>
      <p className="max-w-3xl text-slate-700">{i18n.t("home.lead")}</p>
    </div>
  );
  return <SearchResults search={search} i18n={i18n} heading={heading} />;
}
