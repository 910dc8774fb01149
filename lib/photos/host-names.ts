// Each photo host's name is resolved once per run before any of its photos is requested.
// A name that does not resolve (a dead domain, or no DNS answer on a closed network) would
// otherwise cost a lookup per photo, and stuck lookups hold libuv's few threads, which sharp
// and the file system share: a feed of a thousand photos on one dead host could stall the
// whole run. Its photos are recorded dead instead and retried on a later run.
import dns from "node:dns";
import net from "node:net";

export class HostNames {
  private readonly known = new Map<string, Promise<string | null>>();

  /** Null when the URL's host name resolves (or is an address); else why not. */
  problem(url: string): Promise<string | null> {
    let hostname: string;
    try {
      hostname = new URL(url).hostname.replace(/^\[|\]$/g, "");
    } catch {
      return Promise.resolve(null); // the fetcher reports a malformed URL itself
    }
    if (net.isIP(hostname)) return Promise.resolve(null);
    let answer = this.known.get(hostname);
    if (!answer) {
      answer = dns.promises.lookup(hostname).then(
        () => null,
        (err: NodeJS.ErrnoException) => `host name not found (${err.code ?? "lookup failed"})`,
      );
      this.known.set(hostname, answer);
    }
    return answer;
  }
}
