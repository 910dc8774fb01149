// The property page's photos: our copy of every stored photo of the property in order
// (the large ones; served from our origin), then its location picture (docs/decisions.md#photos). The browser part (components/site/photo) moves
// between them and drops those that fail to load.
import type { I18n } from "@/lib/i18n/server";
import type { PropertyDetail } from "@/lib/search/types";
import { isDemoIllustration } from "@/lib/photos/demo-illustration";
import { pictureChain } from "@/lib/site/photo-chain";
import { PhotoGallery } from "@/components/site/photo/photo-gallery";
import { galleryLabels } from "@/components/site/photo/picture-labels";

export function Gallery({ property, title, i18n }: { property: PropertyDetail; title: string; i18n: I18n }) {
  const drawn = property.photos.some((p) => isDemoIllustration(p.source_url));
  return (
    <>
      <PhotoGallery
        chain={pictureChain(
          property.id,
          property.photos.map((p) => new URL(p.url).pathname),
        )}
        labels={galleryLabels(property, title, i18n)}
      />
      {drawn && (
        <p data-testid="demo-photos" className="mt-1 text-sm text-slate-700">
          {i18n.t("property.demoPhotos")}
        </p>
      )}
    </>
  );
}
