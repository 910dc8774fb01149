"use client";
// The property page's photos (docs/decisions.md#photos): one photo at a time in a 4:3 box
// (no taller than 32rem, so wider on a desktop: pictures are shown whole, not cropped),
// previous/next buttons, the arrow keys and a swipe to move, and a counter read out by
// screen readers. A photo that fails to load leaves the set (the counter follows); with no
// photo left, the location picture takes the box. It is laid under the photos from the
// first paint (the first photo has no blurred placeholder to hide it).
import Image from "next/image";
import { useRef, useState, type KeyboardEvent, type TouchEvent } from "react";
import { workingPhotos, type PictureSource } from "@/lib/site/photo-chain";
import { PHOTO_PLACEHOLDER } from "@/lib/site/photo-placeholder";
import { LocationPicture } from "./location-picture";

export type GalleryLabels = {
  gallery: string;
  previous: string;
  next: string;
  hint: string;
  /** With {n} and {total} left in: "Photo {n} of {total}". */
  counter: string;
  photoAlt: string;
  locationAlt: string;
  locationCaption: string;
};

const SWIPE_PX = 40;
const fill = (template: string, n: number, total: number) =>
  template.replace("{n}", String(n)).replace("{total}", String(total));

export function PhotoGallery({ chain, labels }: { chain: PictureSource[]; labels: GalleryLabels }) {
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const [current, setCurrent] = useState(0);
  const touchX = useRef<number | null>(null);
  const working = workingPhotos(chain, failed);
  const location = chain[chain.length - 1];
  const box = "relative aspect-[4/3] w-full overflow-hidden rounded-lg bg-slate-100 sm:max-h-[32rem]";
  if (working.length === 0 || location.kind !== "location") {
    return (
      <div className={box} data-testid="gallery">
        <LocationPicture
          src={location.src}
          alt={labels.locationAlt}
          caption={labels.locationCaption}
          eager
          fit="contain"
        />
      </div>
    );
  }
  // The photo shown: the current one, or the next that has not failed.
  const shown = working.find((i) => i >= current) ?? working[0];
  const position = working.indexOf(shown);
  const total = working.length;
  const go = (step: number) => setCurrent(working[(position + step + total) % total]);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "ArrowLeft" || e.key === "ArrowRight") {
      e.preventDefault();
      go(e.key === "ArrowLeft" ? -1 : 1);
    }
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchX.current;
    touchX.current = null;
    const dx = start === null ? 0 : e.changedTouches[0].clientX - start;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
  };
  const source = chain[shown];
  const button =
    "absolute top-1/2 -translate-y-1/2 rounded-full bg-white/90 px-3 py-2 text-lg font-bold text-slate-900 shadow disabled:hidden";
  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.gallery}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onTouchStart={(e) => (touchX.current = e.touches[0].clientX)}
      onTouchEnd={onTouchEnd}
      className="space-y-2"
      data-testid="gallery"
    >
      <div className={box}>
        {/* The location picture under the photos, as on the first card: the page's largest
            paint, it shows before any JavaScript runs, even when every photo is dead. */}
        <LocationPicture src={location.src} alt="" eager underlay fit="contain" />
        <Image
          key={source.src}
          src={source.src}
          alt={fill(labels.photoAlt, position + 1, total)}
          fill
          sizes="(min-width: 1024px) 64rem, 100vw"
          unoptimized // our own copies or the location SVG: nothing for the optimiser to do
          placeholder={position === 0 ? "empty" : "blur"}
          blurDataURL={position === 0 ? undefined : PHOTO_PLACEHOLDER}
          preload={position === 0}
          onError={() => setFailed((f) => new Set(f).add(shown))}
          className="object-contain"
          data-picture="photo"
        />
        <button type="button" className={`${button} left-2`} onClick={() => go(-1)} disabled={total < 2}>
          <span aria-hidden="true">‹</span>
          <span className="sr-only">{labels.previous}</span>
        </button>
        <button type="button" className={`${button} right-2`} onClick={() => go(1)} disabled={total < 2}>
          <span aria-hidden="true">›</span>
          <span className="sr-only">{labels.next}</span>
        </button>
      </div>
      <p className="flex justify-between text-sm text-slate-700">
        <span aria-live="polite" aria-atomic="true" data-testid="gallery-counter">
          {fill(labels.counter, position + 1, total)}
        </span>
        {total > 1 ? <span className="hidden sm:inline">{labels.hint}</span> : null}
      </p>
    </section>
  );
}
