// Kyero v3 XML feeds (<root><kyero><feed_version>3</feed_version></kyero><property>…),
// parsed with saxes as the bytes arrive: memory stays bounded by one chunk plus the
// adverts parsed from it, whatever the feed's size.
import { SaxesParser } from "saxes";
import { HTML_ENTITIES } from "../normalise/html-entities";
import { FeedError, type RawAdvert } from "../types";
import type { Connector } from "./connector";
import { openInput } from "./open-input";
import { XmlDecoder } from "./xml-decoder";
import { BareAmpersands } from "./bare-ampersands";

/** XML's own named references, which the parser always knows. */
const XML_ENTITIES = new Set(["amp", "lt", "gt", "quot", "apos"]);

// Leaf paths inside <property> and the RawAdvert field they fill. `*` is any language tag.
const FIELDS: Record<string, keyof RawAdvert> = {
  id: "externalId",
  date: "publishedAt",
  ref: "reference",
  price: "price",
  currency: "currency",
  price_freq: "operationText",
  type: "typeText",
  town: "town",
  province: "province",
  country: "country",
  "location/latitude": "lat",
  "location/longitude": "lng",
  beds: "rooms",
  baths: "bathrooms",
  "surface_area/built": "surfaceM2",
  "surface_area/plot": "plotM2",
  "url/*": "url",
  "desc/*": "description",
  "title/*": "title",
  // Some exporters write the type in languages too (<type><en>House</en><es>Casa</es>).
  "type/*": "typeText",
  // Free text naming the place ("Vall d'Incles, Canillo"): where no town or point says it.
  location_detail: "placeText",
  // The same without a language element: many feeds write <url>https://…</url> directly.
  url: "url",
  desc: "description",
  title: "title",
  agency: "agency",
};

// A flag (<pool>, <new_build>) set: Kyero writes 1, other exporters true, yes, Y or their language's yes.
const YES = /^(1|true|yes|y|s[ií]|oui)$/i;

/** Builds adverts from SAX events; `done` collects the finished ones. */
class KyeroHandler {
  done: RawAdvert[] = [];
  private path: string[] = [];
  private advert: Record<string, unknown> | null = null;
  private text = "";
  /** The path's length inside the open <property>'s element. */
  private depth = 0;
  sawRoot = false;
  /** A <kyero> header or any <property>: what tells a Kyero feed from another <root> document. */
  sawKyero = false;

  open(tag: string, attributes: Record<string, string>) {
    // XML names are case-sensitive, but exporters write <PROPERTY>, <Price> or <Url> for the
    // same elements: compared lower-cased, no variant loses its adverts or fields.
    const name = tag.toLowerCase();
    if (this.path.length === 0) {
      if (name !== "root") throw new FeedError(`not a Kyero feed: root element is <${name}>, expected <root>`);
      this.sawRoot = true;
    }
    if ((this.path.length === 1 && name === "kyero") || name === "property") this.sawKyero = true;
    this.path.push(name);
    // Some exporters wrap the adverts (<root><properties><property>…): a <property> at any
    // depth is one, unless it is inside another advert.
    if (name === "property" && !this.advert) {
      this.advert = { features: [], imageUrls: [] };
      this.depth = this.path.length;
    }
    // <image url="…"/>: the photo as an attribute rather than an <url> child.
    const url = Object.entries(attributes)
      .find(([k]) => k.toLowerCase() === "url")?.[1]
      .trim();
    if (url && this.advert && this.inner() === "images/image") (this.advert.imageUrls as string[]).push(url);
    this.text = "";
  }

  /** The open element's path inside the advert ("images/image"), with `name` appended if given. */
  private inner(name?: string): string {
    return [...this.path.slice(this.depth), ...(name ? [name] : [])].join("/");
  }

  addText(t: string) {
    this.text += t;
  }

  close() {
    const name = this.path.pop();
    const advert = this.advert;
    if (!advert) return;
    if (this.path.length === this.depth - 1 && name === "property") {
      this.done.push(advert as RawAdvert);
      this.advert = null;
      return;
    }
    const inner = this.inner(name);
    const value = this.text.trim();
    this.text = "";
    if (!value) return;
    if (inner === "features/feature") (advert.features as string[]).push(value);
    // <image><url>…</url></image> as Kyero specifies, or the URL as <image>'s own text.
    else if (inner === "images/image/url" || inner === "images/image") (advert.imageUrls as string[]).push(value);
    else if (inner === "pool" && YES.test(value)) (advert.features as string[]).push("pool");
    else if (inner === "new_build" && YES.test(value)) (advert.features as string[]).push("New build");
    else {
      const field = FIELDS[inner] ?? FIELDS[inner.replace(/\/[^/]+$/, "/*")];
      // Multilingual elements: keep the first language given.
      if (field && advert[field] === undefined) advert[field] = value;
    }
  }
}

async function* readKyero(input: string): AsyncIterable<RawAdvert> {
  const stream = await openInput(input);
  const parser = new SaxesParser();
  // HTML's named references (&eacute;, &nbsp;), written bare by exporters that copy text
  // from web forms, are not XML's: known here, one of them no longer refuses the whole feed.
  Object.assign(parser.ENTITIES, HTML_ENTITIES);
  const handler = new KyeroHandler();
  // Without xmlns, saxes gives attributes as plain strings.
  parser.on("opentag", (tag) => handler.open(tag.name, tag.attributes as Record<string, string>));
  parser.on("text", (t) => handler.addText(t));
  parser.on("cdata", (t) => handler.addText(t));
  parser.on("closetag", () => handler.close());
  // A DTD can define entities that expand to whole adverts or to gigabytes ("billion
  // laughs"); no Kyero feed needs one, so a document that declares any is refused.
  parser.on("doctype", () => {
    throw new FeedError(`refused ${input}: the document declares a DOCTYPE, which a Kyero feed never needs`);
  });
  const decoder = new XmlDecoder(input);
  const ampersands = new BareAmpersands((name) => XML_ENTITIES.has(name) || Object.hasOwn(parser.ENTITIES, name));
  // An error of the parser is the feed's; one of the stream is the transfer's (a dropped
  // connection is no malformed XML).
  let parsing = false;
  const parse = (text: string) => {
    parsing = true;
    parser.write(text);
    parsing = false;
  };
  try {
    for await (const chunk of stream) {
      parse(ampersands.write(typeof chunk === "string" ? chunk : decoder.write(chunk as Buffer)));
      if (handler.done.length) yield* handler.done.splice(0);
    }
    parse(ampersands.write(decoder.end()) + ampersands.end());
    parsing = true;
    parser.close();
  } catch (err) {
    stream.destroy();
    if (err instanceof FeedError) throw err;
    const reason = (err as Error).message.split("\n")[0];
    throw new FeedError(parsing ? `malformed Kyero XML in ${input}: ${reason}` : `cannot read ${input}: ${reason}`, {
      cause: err,
    });
  }
  if (!handler.sawRoot) throw new FeedError(`empty feed: ${input}`);
  if (!handler.sawKyero)
    throw new FeedError(`not a Kyero feed: ${input} has a <root> with neither a <kyero> header nor any <property>`);
  yield* handler.done.splice(0);
}

export const kyeroConnector: Connector = {
  id: "kyero",
  description: "Kyero v3 XML feed (file or http(s) URL)",
  read: readKyero,
};
