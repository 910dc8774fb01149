// The location picture of a property as SVG (docs/decisions.md#location-pictures): the
// cover of a property with no photo, and the last fallback of every photo that fails.
import { renderLocationSvg, RENDERER_VERSION } from "@/lib/geo/location-picture/render-svg";
import { notFoundPicture, pictureEtag, pictureResponse } from "@/lib/site/picture-response";
import { pictureFacts } from "@/lib/site/property-pictures";

type Context = { params: Promise<{ id: string }> };

export async function GET(request: Request, { params }: Context) {
  const facts = await pictureFacts((await params).id);
  if (!facts) return notFoundPicture();
  const { photos: _photos, ...input } = facts;
  return pictureResponse(request, pictureEtag(["svg", RENDERER_VERSION, input]), "image/svg+xml; charset=utf-8", () =>
    renderLocationSvg(input),
  );
}
