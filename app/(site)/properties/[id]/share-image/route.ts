// The property's link-preview image (og:image): its first stored photo, else the location
// picture (lib/site/share-image.ts). A photo is cached a day; the fallback an hour, since
// the next ingest run may store a photo.
import { notFoundPicture } from "@/lib/site/picture-response";
import { pictureFacts } from "@/lib/site/property-pictures";
import { shareImageResponse } from "@/lib/site/share-image";

type Context = { params: Promise<{ id: string }> };

export async function GET(request: Request, { params }: Context) {
  const facts = await pictureFacts((await params).id);
  if (!facts) return notFoundPicture();
  return shareImageResponse(request, facts);
}
