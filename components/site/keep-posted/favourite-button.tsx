"use client";
// The heart on property cards and the property page: a toggle button (aria-pressed)
// above the card's full-size link, so it can be pressed without opening the property.
import { toggleFavourite, useFavourites } from "./favourites-store";

type Props = { propertyId: string; labels: { add: string; remove: string }; large?: boolean };

export function FavouriteButton({ propertyId, labels, large = false }: Props) {
  const { ids, ready } = useFavourites();
  const on = ids.includes(propertyId);
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={on ? labels.remove : labels.add}
      title={on ? labels.remove : labels.add}
      data-testid="favourite-button"
      data-ready={ready ? "" : undefined}
      onClick={() => void toggleFavourite(propertyId)}
      className={`relative z-10 inline-flex items-center justify-center rounded-full bg-white/95 shadow hover:bg-white ${large ? "h-11 w-11" : "h-9 w-9"}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={large ? "h-6 w-6" : "h-5 w-5"}
        fill={on ? "#be123c" : "none"}
        stroke={on ? "#be123c" : "#334155"}
        strokeWidth="2"
      >
        <path d="M12 21s-7.5-4.6-9.5-9.2C1.1 8.4 3.3 5 6.7 5c2 0 3.4 1.1 4.3 2.4h2C13.9 6.1 15.3 5 17.3 5c3.4 0 5.6 3.4 4.2 6.8C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
