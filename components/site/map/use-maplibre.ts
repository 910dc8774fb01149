"use client";
// Creates a MapLibre map in a container and tears it down with the component. If the
// configured hosted style cannot be loaded (no network), it falls back to the app's own
// basemap (components/site/map/map-style.ts) and says so.
import * as maplibregl from "maplibre-gl";
import type { Map as MapLibreMap } from "maplibre-gl";
import { useEffect, useRef, useState } from "react";
import { ANDORRA_BOUNDS, offlineStyle, STYLE_URL } from "./map-style";

/** Served by app/(site)/search/map-worker.js; the version busts caches on upgrades. */
maplibregl.setWorkerUrl(`/search/map-worker.js?v=${maplibregl.getVersion()}`);

/** `locale`: MapLibre's own control texts (e.g. "Popup.Close") in the page's language. */
export function useMapLibre(onReady: (map: MapLibreMap) => void, locale?: Record<string, string>) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [offline, setOffline] = useState(false);
  const ready = useRef(onReady);
  ready.current = onReady;
  const texts = useRef(locale);

  useEffect(() => {
    if (!container.current) return;
    const instance = new maplibregl.Map({
      container: container.current,
      style: STYLE_URL ?? offlineStyle(),
      bounds: ANDORRA_BOUNDS,
      attributionControl: { compact: true },
      cooperativeGestures: false,
      locale: texts.current,
    });
    instance.addControl(new maplibregl.NavigationControl({ showCompass: false }), "top-right");
    let fellBack = false;
    instance.on("error", (event: maplibregl.ErrorEvent) => {
      // A style that cannot be fetched: switch to the self-contained one, once.
      if (!fellBack && STYLE_URL && !instance.isStyleLoaded()) {
        fellBack = true;
        setOffline(true);
        instance.setStyle(offlineStyle(false));
      }
      console.warn("map:", event.error?.message ?? event);
    });
    instance.once("load", () => {
      setMap(instance);
      ready.current(instance);
    });
    return () => instance.remove();
  }, []);

  return { container, map, offline };
}
