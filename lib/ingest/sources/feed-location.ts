// A feed is read from a local file or an http(s) URL, nothing else: `file:`, `ftp:`,
// `data:`, `javascript:` and the like are refused up front (exit 2 in the CLI) rather than
// handed to a reader that might resolve them. A local path is anything without a scheme.
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** Why `input` is not a feed location this service reads, or null when it is one. */
export function feedLocationProblem(input: string): string | null {
  const scheme = SCHEME.exec(input)?.[1]?.toLowerCase();
  // A one-letter "scheme" is a Windows drive (C:\feeds\x.xml), a local path.
  if (!scheme || scheme.length === 1) return null;
  if (scheme === "http" || scheme === "https") {
    try {
      const url = new URL(input);
      return url.hostname ? null : `${input} is not a valid URL`;
    } catch {
      return `${input} is not a valid URL`;
    }
  }
  return `${input}: ${scheme}: is not supported; give a local file path or an http(s) URL`;
}

/** A feed file's validators, as a pull of it records them: its size and modification time. */
export function fileValidators(info: { size: number; mtimeMs: number; mtime: Date }): {
  etag: string;
  lastModified: string;
} {
  return { etag: `file:${info.size}:${Math.trunc(info.mtimeMs)}`, lastModified: info.mtime.toUTCString() };
}
