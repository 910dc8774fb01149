"use client";
// Loads the recharts price-trend chart when it scrolls near the viewport, so the parish
// page's first load carries no chart code.
import dynamic from "next/dynamic";
import { useNearViewport } from "@/components/site/use-near-viewport";
import type { PriceTrendProps } from "./price-trend-chart";

const PriceTrendChart = dynamic(() => import("./price-trend-chart"), { ssr: false });

export function PriceTrendLoader(props: PriceTrendProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className="h-56 w-full" data-testid="price-trend" data-points={props.points.length}>
      {near ? <PriceTrendChart {...props} /> : null}
    </div>
  );
}
