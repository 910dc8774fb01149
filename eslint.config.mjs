// ESLint (flat config): TypeScript's recommended rules, Next's rules, React's hook rules,
// import cycles and unused exports. `npm run lint` runs it with --max-warnings 0.
// The plugins come from tools/lint (its own package, on TypeScript 5: see its README).
import { createTypeScriptImportResolver, importX, nextPlugin, reactHooks, tseslint } from "./tools/lint/index.mjs";

// Layers inside lib (docs/architecture.md#layers): a zone forbids `target` to import `from`.
const lib = (...names) => names.map((n) => `./lib/${n}`);
const FEATURES = [
  "alerts",
  "api",
  "auth",
  "billing",
  "charts",
  "i18n",
  "ingest",
  "map-tiles",
  "openapi",
  "photos",
  "portal",
  "ratelimit",
  "search",
  "site",
  "site-search",
  "sources",
  "stats",
  "webhooks",
];
const FOUNDATION = ["config", "db", "geo", "http", "cache", "domain", "plans.ts", "zod.ts"];
const LIB_ZONES = [
  {
    target: "./lib/config",
    from: "./lib",
    except: ["./config"],
    message: "lib/config is the bottom layer: everything reads it, it reads nothing of lib.",
  },
  {
    target: lib(...FOUNDATION),
    from: lib(...FEATURES),
    message: "The foundation (db, geo, http, cache, domain, plans, zod) imports no feature package.",
  },
  {
    target: "./lib/ingest",
    from: lib(
      "api",
      "i18n",
      "search",
      "site",
      "site-search",
      "portal",
      "auth",
      "billing",
      "webhooks",
      "openapi",
      "alerts",
      "sources",
    ),
    message: "Ingestion writes the data the other layers read: it imports only db, geo and lib/domain.",
  },
  {
    target: "./lib/openapi",
    from: "./lib/ingest",
    message: "The OpenAPI document reads shared limits from lib/domain, not from ingestion.",
  },
  {
    target: "./lib/auth",
    from: lib("api", "portal", "alerts", "webhooks"),
    message: "auth is below the API and the portal: they read auth, never the reverse.",
  },
  {
    target: "./lib/auth",
    from: "./lib/billing",
    message: "auth is below billing: billing reads auth, never the reverse.",
  },
  {
    target: "./lib/search",
    from: lib(
      "api",
      "auth",
      "billing",
      "portal",
      "site",
      "site-search",
      "alerts",
      "openapi",
      "ingest",
      "i18n",
      "webhooks",
      "stats",
    ),
    message: "lib/search is the query layer: the API, the site and the portal read it, not the reverse.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      ".next/",
      ".data/",
      ".scratch/",
      "lib/generated/",
      "tools/lint/node_modules/",
      "test-results/",
      "playwright-report/",
      "next-env.d.ts",
      "clients/*/dist/",
    ],
  },
  ...tseslint.configs.recommended,
  nextPlugin.configs["core-web-vitals"],
  importX.flatConfigs.typescript,
  {
    plugins: { "react-hooks": reactHooks },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-self-import": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      // A `let` read by a closure declared before its one assignment cannot be a const.
      "prefer-const": ["error", { ignoreReadBeforeAssign: true }],
    },
  },
  {
    files: ["lib/**"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: LIB_ZONES }] },
  },
  {
    // Components and lib are below app/ in the layering: pages import them, never the reverse.
    files: ["components/**", "lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/app/*", "**/app/*"], message: "app/ imports components/ and lib/, not the other way round." },
          ],
        },
      ],
    },
  },
  {
    // One configuration module (lib/config, docs/configuration.md): nothing else reads the
    // environment. Tests and e2e set it for the processes they start.
    files: ["app/**", "lib/**", "components/**", "scripts/**", "*.ts", "*.mjs", "*.js"],
    ignores: ["lib/config/**"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Read configuration through lib/config (config, setEnv, childEnv).",
        },
      ],
    },
  },
  {
    // Each Playwright worker has its own app server and database (e2e/slots.ts); only the
    // `test` of e2e/test.ts knows the worker's server.
    files: ["e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              message: "Import test and expect from ./test: it points each worker at its own app server.",
            },
          ],
        },
      ],
    },
  },
  {
    // Plain Node scripts (the swagger bundle, configs) are CommonJS-free ES modules.
    files: ["**/*.js", "**/*.mjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
