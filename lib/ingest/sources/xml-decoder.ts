// Bytes to text for an XML feed, in the encoding its declaration names
// (`<?xml version="1.0" encoding="ISO-8859-1"?>`), UTF-8 when it names none. Feeds
// exported by older agency software are still Latin-1: read as UTF-8, every "m²" and "à"
// became "�". Streams: a character split across two chunks is decoded whole.
import { FeedError } from "../types";

/** The declaration ends within this many bytes of the start, if there is one. */
const HEAD = 1024;

function encodingOf(head: Buffer, input: string): string {
  // Latin-1 maps byte to char one to one: enough to read an ASCII declaration (after a BOM).
  const m = /^[^<]{0,4}<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(
    head.subarray(0, HEAD).toString("latin1"),
  );
  const label = m?.[1] ?? "utf-8";
  try {
    new TextDecoder(label);
  } catch {
    throw new FeedError(`unsupported encoding "${label}" declared in ${input}`);
  }
  return label;
}

export class XmlDecoder {
  private decoder: TextDecoder | null = null;
  private head: Buffer = Buffer.alloc(0);

  constructor(private readonly input: string) {}

  write(chunk: Buffer): string {
    if (this.decoder) return this.decoder.decode(chunk, { stream: true });
    this.head = Buffer.concat([this.head, chunk]);
    // Wait for the end of the declaration (or enough bytes to know there is none).
    if (this.head.length < HEAD && !this.head.includes(0x3e /* ">" */)) return "";
    return this.start().decode(this.head, { stream: true });
  }

  end(): string {
    // A feed shorter than the wait above is decoded here, whole.
    return this.decoder ? this.decoder.decode() : this.start().decode(this.head);
  }

  private start(): TextDecoder {
    this.decoder = new TextDecoder(encodingOf(this.head, this.input));
    return this.decoder;
  }
}
