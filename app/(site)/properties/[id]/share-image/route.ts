// The property's link-preview image (og:image): its first stored photo, else the location
// picture (lib/site/share-image.ts). A photo is cached a day; the fallback an hour, since
// the next ingest run may store a photo.
import { notFoundPicture, PICTURE_CACHE_CONTROL, pictureEtag } from "@/lib/site/picture-response";
import { pictureFacts } from "@/lib/site/property-pictures";
import { shareImage } from "@/lib/site/share-image";

type Context = { params: Promise<{ id: string }> };

export async function GET(request: Request, { params }: Context) {
  const facts = await pictureFacts((await params).id);
  if (!facts) return notFoundPicture();
  const image = await shareImage(facts);
  const etag = pictureEtag(image.body.toString("base64"));
  const headers = {
    ETag: etag,
    "Cache-Control": image.fromPhoto ? PICTURE_CACHE_CONTROL : "public, max-age=3600",
  };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(image.body), { headers: { ...headers, "Content-Type": image.contentType } });
}
