"use client";
// MapLibre only in the browser.
import dynamic from "next/dynamic";

const PairMap = dynamic(() => import("./pair-map"), { ssr: false });

type Point = { lat: number; lng: number } | null;

export function PairMapLoader({ a, b }: { a: Point; b: Point }) {
  return (
    <div className="h-48 overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
      <PairMap a={a} b={b} />
    </div>
  );
}
