"use client";
// A card's cover (docs/decisions.md#photos): the first photo, through next/image (sized by
// its 4:3 box, lazy unless it is the page's first card, a blurred placeholder while it
// loads); a photo that fails gives way to the next, and the last resort is the location
// picture, which always loads. next/image re-checks errors that happened before hydration.
// The first card (the page's largest paint) also lays its location picture under the
// photo, without a blurred placeholder: if the photo fails, the picture is already there
// before any JavaScript runs, and the largest paint does not wait for hydration.
import Image from "next/image";
import { useState } from "react";
import { nextAfterFailure, type PictureSource } from "@/lib/site/photo-chain";
import { PHOTO_PLACEHOLDER } from "@/lib/site/photo-placeholder";
import { LocationPicture } from "./location-picture";

type Props = {
  chain: PictureSource[];
  /** Alt text of the location picture; photos on a card are decorative (the title is the link). */
  locationAlt: string;
  locationCaption: string;
  sizes: string;
  priority?: boolean;
};

export function CoverPicture({ chain, locationAlt, locationCaption, sizes, priority = false }: Props) {
  const [index, setIndex] = useState(0);
  const source = chain[index] ?? chain[chain.length - 1];
  if (source.kind === "location") {
    // The card's corners hold the site count (left) and the favourite button (right): the
    // caption goes under the count, where it is never covered.
    return (
      <LocationPicture
        src={source.src}
        alt={locationAlt}
        caption={locationCaption}
        eager={priority}
        captionAt="left-2 top-9"
      />
    );
  }
  const photo = (
    <Image
      key={source.src}
      src={source.src}
      alt=""
      fill
      sizes={sizes}
      unoptimized // our own copies, already WebP at the card's size
      placeholder={priority ? "empty" : "blur"}
      blurDataURL={priority ? undefined : PHOTO_PLACEHOLDER}
      preload={priority}
      onError={() => setIndex((i) => nextAfterFailure(chain, i))}
      className="object-cover"
      data-picture="photo"
    />
  );
  if (!priority) return photo;
  return (
    <>
      <LocationPicture src={chain[chain.length - 1].src} alt="" eager underlay />
      {photo}
    </>
  );
}
