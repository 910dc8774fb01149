// A property's location picture (drawn by the app: /properties/{id}/location.svg) filling
// its box, with a caption saying whether the spot is exact or approximate. Shown when a
// property has no photo or none of its photos loads.
import Image from "next/image";

type Props = {
  src: string;
  alt: string;
  caption?: string;
  eager?: boolean;
  /** Laid under a photo that may still load (the first card): marked apart for tests. */
  underlay?: boolean;
  /** Where the caption sits: the top right corner unless the box holds its own badges there. */
  captionAt?: string;
  /** "contain" in a box of another shape than the picture's 4:3, so that its attribution and type badge stay whole. */
  fit?: "cover" | "contain";
};

export function LocationPicture({
  src,
  alt,
  caption,
  eager = false,
  underlay = false,
  captionAt = "right-2 top-2",
  fit = "cover",
}: Props) {
  return (
    <>
      <Image
        src={src}
        alt={alt}
        fill
        // An SVG the app draws: nothing for the optimiser to do.
        unoptimized
        loading={eager ? "eager" : "lazy"}
        className={fit === "contain" ? "object-contain" : "object-cover"}
        data-picture={underlay ? "underlay" : "location"}
      />
      {caption ? (
        <span
          className={`absolute ${captionAt} rounded-full bg-white/95 px-2 py-0.5 text-xs font-medium text-slate-800 shadow`}
          data-testid="location-caption"
        >
          {caption}
        </span>
      ) : null}
    </>
  );
}
