// Bare "&" in a feed's text ("Engel & Völkers", "?w=800&h=600" in a photo URL) is not XML:
// the parser refuses the whole feed at the first one, and cannot resume after it. Exporters
// that build XML by pasting strings write them often, so before parsing every "&" that
// starts no character or entity reference the parser knows is written "&amp;", as the
// exporter should have. Text inside CDATA sections is literal and left alone. Streams:
// the last HOLD characters of each piece wait for the next, so that a reference or a
// CDATA marker split across two pieces is still read whole.

/** Longer than any reference ("&CounterClockwiseContourIntegral;" is 33) or CDATA marker. */
const HOLD = 40;
const REFERENCE = /^&(?:#[0-9]+|#x[0-9a-fA-F]+|([A-Za-z][A-Za-z0-9._-]*));/;
const CDATA_OPEN = "<![CDATA[";
const CDATA_CLOSE = "]]>";

export class BareAmpersands {
  private held = "";
  private inCdata = false;

  /** `known(name)`: whether the parser decodes `&name;` (XML's five, and the HTML names it was given). */
  constructor(private readonly known: (name: string) => boolean) {}

  /** The repaired text of `text`, less the characters held back for the next piece. */
  write(text: string): string {
    const all = this.held + text;
    const cut = Math.max(0, all.length - HOLD);
    this.held = all.slice(cut);
    return this.repair(all, cut);
  }

  /** What was held back, repaired: call once, after the last piece. */
  end(): string {
    const all = this.held;
    this.held = "";
    return this.repair(all, all.length);
  }

  /** Repairs `all` up to `cut` (the rest is only looked at, to read what starts before it). */
  private repair(all: string, cut: number): string {
    let out = "";
    let from = 0;
    // indexOf, not a loop over characters: feeds run to hundreds of megabytes. The next
    // CDATA opening is searched again only once passed (a piece may hold many "&").
    let open = -2;
    for (let i = 0; i < cut;) {
      if (this.inCdata) {
        const close = all.indexOf(CDATA_CLOSE, i);
        if (close === -1 || close >= cut) break;
        this.inCdata = false;
        i = close + CDATA_CLOSE.length;
        continue;
      }
      const amp = all.indexOf("&", i);
      if (open !== -1 && open < i) open = all.indexOf(CDATA_OPEN, i);
      if (open !== -1 && open < cut && (amp === -1 || open < amp)) {
        this.inCdata = true;
        i = open + CDATA_OPEN.length;
        continue;
      }
      if (amp === -1 || amp >= cut) break;
      i = amp + 1;
      const ref = REFERENCE.exec(all.slice(amp, amp + HOLD));
      if (ref && (ref[1] === undefined || this.known(ref[1]))) continue;
      out += `${all.slice(from, amp)}&amp;`;
      from = amp + 1;
    }
    return out + all.slice(from, cut);
  }
}
