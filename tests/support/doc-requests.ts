// The API requests a guide shows, read out of its code so a test can run each one against
// the demo data (e2e/docs-examples.spec.ts): URLs under /v1 (curl, fetch, plain GET lines),
// typed-client calls with a literal query (`llar.search({ … })`) and Python requests with
// a literal params dict (`s.get(f"{BASE}/properties", params={ … })`). Names a guide uses
// for values it got elsewhere (`$ID`, `$SINCE`, `stored`, `area`) are filled in from `vars`.

export type DocRequest = { source: string; path: string; query: Record<string, string> };

/** The requests of a Markdown file: its fenced code blocks, and the inline code spans that
 *  are requests (`GET /v1/…`, `curl …`, or a URL with a query) rather than mere mentions of
 *  a path (`/v1/changes` in a sentence). */
export function markdownCode(markdown: string): string[] {
  const fenced = [...markdown.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((m) => m[1]);
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, "");
  const inline = [...prose.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]);
  return [...fenced, ...inline.filter((span) => /^(GET|curl) |\/v1\/[^\s?]*\?/.test(span))];
}

/** The text of every <pre> of an HTML page (the portal's guides render code that way). */
export function htmlCode(html: string): string[] {
  const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };
  return [...html.matchAll(/<pre[^>]*>([\s\S]*?)<\/pre>/g)].map((m) =>
    m[1].replace(/<[^>]+>/g, "").replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => entities[e]),
  );
}

const CLIENT_PATHS: Record<string, string> = {
  search: "/properties",
  stats: "/stats",
  changes: "/changes",
  changesPage: "/changes",
};

function literal(source: string, vars: Record<string, string>): Record<string, unknown> {
  const names = Object.keys(vars).filter((n) => /^[a-z]\w*$/i.test(n));
  // Our own documents' object literals, evaluated with the guide's variables in scope.
  return new Function(...names, `return (${source});`)(...names.map((n) => vars[n])) as Record<string, unknown>;
}

function fill(text: string, vars: Record<string, string>): string {
  return text.replace(/\$([A-Z_]+)/g, (whole, name: string) => vars[name] ?? whole);
}

function stringify(query: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
}

/** Every request found in `code` (one document's code blocks), named by `source`. */
export function docRequests(source: string, code: string[], vars: Record<string, string>): DocRequest[] {
  const found: DocRequest[] = [];
  for (const block of code) {
    for (const m of block.matchAll(/\/v1(\/[a-z]+(?:\/[\w$-]+)?)(\?[^\s"'`\\)]*)?/g)) {
      if (m[1] === "/openapi") continue;
      // `requests.get("…/v1/changes", params={…})`: the params are read below, with the path.
      if (/^"\s*,\s*params=/.test(block.slice(m.index + m[0].length))) continue;
      const url = new URL(fill(`${m[1]}${m[2] ?? ""}`, vars), "http://docs.test");
      found.push({ source, path: url.pathname, query: Object.fromEntries(url.searchParams) });
    }
    for (const m of block.matchAll(/llar\.(search|stats|changes|changesPage)\(\s*(\{[^}]*\})\s*\)/g))
      found.push({ source, path: CLIENT_PATHS[m[1]], query: stringify(literal(m[2], vars)) });
    for (const m of block.matchAll(/\.get\(\s*f?"(?:\{BASE\}|[^"]*?\/v1)(\/[a-z]+)"\s*,\s*params=(\{[^}]*\})/g))
      found.push({ source, path: m[1], query: stringify(literal(m[2], vars)) });
  }
  return found;
}
