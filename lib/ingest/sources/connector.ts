// A connector turns one feed (a file path or an http(s) URL) into raw adverts, streaming.
// Adding a format is one new file exporting a Connector, listed in ./registry.ts.
import type { RawAdvert } from "../types";

export type Connector = {
  /** The id used by `--format` and stored in source.format. */
  id: string;
  description: string;
  /** Yields adverts as they are parsed; throws FeedError on an unreadable or malformed feed. */
  read(input: string): AsyncIterable<RawAdvert>;
};
