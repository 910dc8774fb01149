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
  for (const name of [label, looseLabel(label)]) {
    try {
      new TextDecoder(name);
      return name;
    } catch {
      // try the next spelling
    }
  }
  throw new FeedError(`unsupported encoding "${label}" declared in ${input}`);
}

// Spellings of the Western encodings that Windows tools write and the WHATWG label list
// lacks: "Latin-1", "Windows1252", "CP-1252", and "ANSI" (Notepad's name for the code page).
function looseLabel(label: string): string {
  const compact = label.toLowerCase().replace(/[-_\s]/g, "");
  if (compact === "ansi") return "windows-1252";
  return compact.replace(/^(windows|cp)(\d+)$/, "windows-$2");
}

/** How many bytes at the end of `bytes` begin a UTF-8 character that the next chunk completes. */
function incompleteTail(bytes: Buffer): number {
  for (let i = 1; i <= Math.min(3, bytes.length); i++) {
    const b = bytes[bytes.length - i];
    if ((b & 0xc0) === 0x80) continue; // a continuation byte: look further back for the lead
    const length = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return length > i ? i : 0;
  }
  return 0;
}

export class XmlDecoder {
  private decoder: TextDecoder | null = null;
  private head: Buffer = Buffer.alloc(0);
  /** UTF-8 read strictly, chunked by this class: `pending` holds a character not yet whole. */
  private strict = false;
  private pending: Buffer = Buffer.alloc(0);
  private first = true;

  constructor(private readonly input: string) {}

  write(chunk: Buffer): string {
    if (this.decoder) return this.decode(chunk, true);
    this.head = Buffer.concat([this.head, chunk]);
    // Wait for the end of the declaration (or enough bytes to know there is none).
    if (this.head.length < HEAD && !this.head.includes(0x3e /* ">" */)) return "";
    this.start();
    return this.decode(this.head, true);
  }

  end(): string {
    // A feed shorter than the wait above is decoded here, whole.
    if (this.decoder) return this.decode(Buffer.alloc(0), false);
    this.start();
    return this.decode(this.head, false);
  }

  private start() {
    const label = encodingOf(this.head, this.input);
    this.decoder = new TextDecoder(label, { fatal: true, ignoreBOM: true });
    this.strict = this.decoder.encoding === "utf-8";
    if (!this.strict) this.decoder = new TextDecoder(label);
  }

  // Software that writes Latin-1 often declares UTF-8, or nothing (UTF-8 by default): read
  // as UTF-8, every "à" became "�", and town and type words went unrecognised. Bytes that
  // are no UTF-8 switch the rest of the feed to Windows-1252 (Latin-1's superset), from the
  // chunk they are in: an invalid sequence is never valid text in the declared encoding.
  private decode(chunk: Buffer, stream: boolean): string {
    if (!this.strict) return this.decoder!.decode(chunk, { stream });
    let bytes = Buffer.concat([this.pending, chunk]);
    if (this.first && bytes.length >= 3) {
      this.first = false;
      if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) bytes = bytes.subarray(3); // the byte order mark
    }
    const keep = stream ? incompleteTail(bytes) : 0;
    this.pending = bytes.subarray(bytes.length - keep);
    try {
      return this.decoder!.decode(bytes.subarray(0, bytes.length - keep));
    } catch {
      this.strict = false;
      this.decoder = new TextDecoder("windows-1252");
      this.pending = Buffer.alloc(0);
      return this.decoder.decode(bytes, { stream });
    }
  }
}
