// npm run client:generate — regenerates the types of @llar/client
// (clients/typescript/src/schema.d.ts) from the OpenAPI document the app serves, built
// in-process from lib/openapi (no server needed). openapi-typescript needs the
// TypeScript 5 compiler API; it is the client package's own devDependency, resolved
// from that package's folder (the project itself builds with TypeScript 7).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openApiDocument } from "@/lib/openapi/document";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PACKAGE_DIR = path.join(ROOT, "clients/typescript");
export const SCHEMA_FILE = path.join(PACKAGE_DIR, "src/schema.d.ts");

export function clientGenerator(): { packageDir: string; cli: string } {
  const pkg = createRequire(path.join(PACKAGE_DIR, "package.json")).resolve("openapi-typescript/package.json");
  return { packageDir: path.dirname(pkg), cli: path.join(path.dirname(pkg), "bin/cli.js") };
}

/** The generated types as text (nothing written to the package). */
export async function generateClientTypes(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), "llar-client-"));
  try {
    const input = path.join(dir, "openapi.json");
    const output = path.join(dir, "schema.d.ts");
    writeFileSync(input, JSON.stringify(openApiDocument(), null, 2));
    execFileSync(process.execPath, [clientGenerator().cli, input, "-o", output], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    return readFileSync(output, "utf8");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  generateClientTypes().then(
    (text) => {
      writeFileSync(SCHEMA_FILE, text);
      console.log(`wrote ${path.relative(ROOT, SCHEMA_FILE)}`);
    },
    (err) => {
      console.error(`client:generate: ${err instanceof Error ? err.message : err}`);
      process.exit(2);
    },
  );
}
