"use client";
// Loads the results map (MapLibre is ~250 kB gzipped) only when it is wanted: straight
// away on wide screens, where it sits beside the list, and on a tap on phones, where
// the list comes first. Keeps the search page's initial JavaScript small.
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import type { SiteParams } from "@/lib/site-search/search-href";
import { useNearViewport } from "@/components/site/use-near-viewport";
import type { ResultsMapLabels } from "./results-map";

const ResultsMap = dynamic(() => import("./results-map"), { ssr: false });

type Props = {
  params: SiteParams;
  labels: ResultsMapLabels & { show: string; loading: string };
  /** Off where the page is not a search (a parish page): no "search this area". */
  searchArea?: boolean;
  /** Far down the page (a parish page): wide screens load it only when it scrolls near. */
  belowFold?: boolean;
};

export function ResultsMapLoader({ params, labels, searchArea, belowFold }: Props) {
  const [wanted, setWanted] = useState(false);
  const [wide, setWide] = useState(false);
  const { ref, near } = useNearViewport<HTMLDivElement>();
  useEffect(() => {
    const query = window.matchMedia("(min-width: 1024px)");
    setWide(query.matches);
    const onChange = (e: MediaQueryListEvent) => setWide(e.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  // Wide screens load it by themselves: at once, or when it scrolls near if it sits below the fold.
  useEffect(() => {
    if (wide && (!belowFold || near)) setWanted(true);
  }, [wide, belowFold, near]);

  if (!wanted) {
    return (
      <div
        ref={ref}
        className="flex h-24 items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 lg:h-full"
      >
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
