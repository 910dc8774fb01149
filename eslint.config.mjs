// ESLint (flat config): TypeScript's recommended rules, Next's rules, React's hook rules,
// import cycles and unused exports. `npm run lint` runs it with --max-warnings 0.
// The plugins come from tools/lint (its own package, on TypeScript 5: see its README).
import { createTypeScriptImportResolver, importX, nextPlugin, reactHooks, tseslint } from "./tools/lint/index.mjs";

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
    // Plain Node scripts (the swagger bundle, configs) are CommonJS-free ES modules.
    files: ["**/*.js", "**/*.mjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
