"use client";
// Loads the property's map (MapLibre) when it scrolls near the viewport.
import dynamic from "next/dynamic";
import { useNearViewport } from "@/components/site/use-near-viewport";
import type { PropertyMapProps } from "./property-map";

const PropertyMap = dynamic(() => import("./property-map"), { ssr: false });

export function PropertyMapLoader(props: PropertyMapProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return (
    <div
      ref={ref}
      className="h-64 overflow-hidden rounded-lg border border-slate-200 bg-slate-50"
      data-testid="property-map"
    >
      {near ? <PropertyMap {...props} /> : null}
    </div>
  );
}
