// The location picture as a 1200 × 630 PNG: the link-preview image (og:image) of a
// property with no photo that loads, since link previews do not show SVG.
import { RENDERER_VERSION } from "@/lib/geo/location-picture/render-svg";
import { notFoundPicture, pictureEtag, pictureResponse } from "@/lib/site/picture-response";
import { pictureFacts } from "@/lib/site/property-pictures";
import { locationPng } from "@/lib/site/share-image";

type Context = { params: Promise<{ id: string }> };

export async function GET(request: Request, { params }: Context) {
  const facts = await pictureFacts((await params).id);
  if (!facts) return notFoundPicture();
  const { photos: _photos, ...input } = facts;
  return pictureResponse(request, pictureEtag(["png", RENDERER_VERSION, input]), "image/png", () => locationPng(input));
}
