// npm run env:example — writes .env.example and the variable list of
// docs/configuration.md from the configuration schema (lib/config/variables.ts).
import { readFileSync, writeFileSync } from "node:fs";
import { renderEnvExample, withVariableList } from "@/lib/config/document";

const DOC = "docs/configuration.md";
writeFileSync(".env.example", renderEnvExample());
writeFileSync(DOC, withVariableList(readFileSync(DOC, "utf8")));
console.log(`wrote .env.example and the variable list of ${DOC}`);
