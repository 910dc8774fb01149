// The configuration written out from the schema: .env.example and the variable list of
// docs/configuration.md. `npm run env:example` writes both; a unit test fails when either
// is out of date (tests/config/env-example.unit.test.ts).
import type { Variable } from "./types";
import { GROUPS } from "./variables";

const WIDTH = 100;

function wrap(text: string, prefix: string): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && prefix.length + line.length + 1 + word.length > WIDTH) {
      lines.push(prefix + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, prefix + line];
}

const groups = () => Object.entries(GROUPS) as [string, Record<string, Variable>][];

/** .env.example: every variable, commented out at its default (all are optional). */
export function renderEnvExample(): string {
  const out = [
    "# Every environment variable Llar reads, at its default. Written by `npm run env:example` from",
    "# lib/config (edit the schema there, not this file); meanings in docs/configuration.md.",
    "# All are optional: `npm start` works with none. Copy to .env and uncomment what you set.",
  ];
  for (const [title, variables] of groups()) {
    out.push("", `# ── ${title} ──`);
    for (const [name, v] of Object.entries(variables)) {
      out.push(...wrap(v.unset ? `${v.meaning}. Unset: ${v.unset}` : v.meaning, "# "));
      out.push(`# ${name}=${v.default ?? ""}`);
    }
  }
  return out.join("\n") + "\n";
}

const DOC_START = "<!-- variables: written by `npm run env:example` from lib/config -->";
const DOC_END = "<!-- /variables -->";

/** The variable list of docs/configuration.md (between DOC_START and DOC_END). */
function renderVariableList(): string {
  const out: string[] = [DOC_START];
  for (const [title, variables] of groups()) {
    out.push("", `### ${title}`, "");
    for (const [name, v] of Object.entries(variables)) {
      const fallback = v.default ? ` (default \`${v.default}\`)` : v.unset ? ` (unset: ${v.unset})` : "";
      out.push(`- \`${name}\`${fallback}: ${v.meaning}`);
    }
  }
  return [...out, "", DOC_END].join("\n");
}

/** `doc` with its variable list replaced by the current one. */
export function withVariableList(doc: string): string {
  const start = doc.indexOf(DOC_START);
  const end = doc.indexOf(DOC_END);
  if (start < 0 || end < start) throw new Error(`docs/configuration.md has no ${DOC_START} … ${DOC_END} block`);
  return doc.slice(0, start) + renderVariableList() + doc.slice(end + DOC_END.length);
}
