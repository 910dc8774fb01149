"use client";
// Loads the results map (MapLibre is ~250 kB gzipped) only when it is wanted: straight
// away on wide screens, where it sits beside the list, and on a tap on phones, where
// the list comes first. Keeps the search page's initial JavaScript small.
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import type { SiteParams } from "@/lib/site-search/search-href";
import type { ResultsMapLabels } from "./results-map";

const ResultsMap = dynamic(() => import("./results-map"), { ssr: false });

type Props = {
  params: SiteParams;
  labels: ResultsMapLabels & { show: string; loading: string };
  /** Off where the page is not a search (a parish page): no "search this area". */
  searchArea?: boolean;
};

export function ResultsMapLoader({ params, labels, searchArea }: Props) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const wide = window.matchMedia("(min-width: 1024px)");
    if (wide.matches) setWanted(true);
    const onChange = (e: MediaQueryListEvent) => e.matches && setWanted(true);
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, []);

  if (!wanted) {
    return (
      <div className="flex h-24 items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 lg:h-full">
        <button
          type="button"
          onClick={() => setWanted(true)}
          className="rounded-md border border-slate-400 bg-white px-4 py-2 text-sm font-medium"
        >
          {labels.show}
        </button>
      </div>
    );
  }
  return (
    <div className="h-80 overflow-hidden rounded-lg border border-slate-200 lg:h-full" aria-busy={false}>
      <ResultsMap params={params} labels={labels} searchArea={searchArea} />
    </div>
  );
}
