// npm run build: compile src/ to dist/ (ESM JavaScript, declarations, source maps) with
// this package's TypeScript, from an empty dist/ so no file of an older build is packed.
// tsc emits nothing for the generated types (src/schema.d.ts is a declaration file), so
// they are copied beside the declarations that import them ("./schema.js").
import { execFileSync } from "node:child_process";
import { copyFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tsc = createRequire(path.join(root, "package.json")).resolve("typescript/bin/tsc");

rmSync(path.join(root, "dist"), { recursive: true, force: true });
execFileSync(process.execPath, [tsc, "-p", path.join(root, "tsconfig.json")], { stdio: "inherit" });
copyFileSync(path.join(root, "src/schema.d.ts"), path.join(root, "dist/schema.d.ts"));
console.log("built dist/");
