"use client";
// Loads the recharts price-history chart when it scrolls near the viewport.
import dynamic from "next/dynamic";
import { useNearViewport } from "@/components/site/use-near-viewport";
import type { PriceHistoryProps } from "./price-history-chart";

const PriceHistoryChart = dynamic(() => import("./price-history-chart"), { ssr: false });

export function PriceHistoryLoader(props: PriceHistoryProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className="h-56 w-full" data-testid="price-chart">
      {near ? <PriceHistoryChart {...props} /> : null}
    </div>
  );
}
