// schema.org RealEstateListing with one Offer per active source advert, for search
// engines. `<` is escaped so advert text cannot close the script element.
import type { PropertyDetail } from "@/lib/search/types";
import { parishName } from "@/lib/i18n/parish-name";

export function PropertyJsonLd({ property: p, url, title }: { property: PropertyDetail; url: string; title: string }) {
  const offers = p.listings
    .filter((l) => l.status === "active" && l.price !== null)
    .map((l) => ({
      "@type": "Offer",
      price: l.price,
      priceCurrency: l.currency,
      url: l.url,
      availability: "https://schema.org/InStock",
      businessFunction:
        p.operation === "sale" ? "http://purl.org/goodrelations/v1#Sell" : "http://purl.org/goodrelations/v1#LeaseOut",
      offeredBy: { "@type": "Organization", name: l.agency ?? l.source.name },
    }));
  const data = {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name: title,
    url,
    description: p.description ?? undefined,
    // First an image that always loads (a stored photo, else the location picture;
    // docs/decisions.md#photos), then our copies of the first photos.
    image: [`${url}/share-image`, ...p.photos.slice(0, 4).map((photo) => photo.url)],
    datePosted: p.first_seen_at,
    dateModified: p.updated_at,
    contentLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: p.town ?? undefined,
        addressRegion: p.parish ? parishName(p.parish) : undefined,
        addressCountry: "AD",
      },
      geo:
        p.location && p.location.precision !== "none"
          ? { "@type": "GeoCoordinates", latitude: p.location.lat, longitude: p.location.lng }
          : undefined,
    },
    floorSize:
      p.surface_m2 !== null ? { "@type": "QuantitativeValue", value: p.surface_m2, unitCode: "MTK" } : undefined,
    numberOfRooms: p.rooms ?? undefined,
    offers: offers.length === 0 ? undefined : offers.length === 1 ? offers[0] : offers,
  };
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
