// Re-exports the ESLint plugins that need the TypeScript 5 compiler API, resolved from this
// package's own node_modules (TypeScript 5 here, TypeScript 7 at the root): see README.md.
export { default as tseslint } from "typescript-eslint";
export { default as nextPlugin } from "@next/eslint-plugin-next";
export { default as reactHooks } from "eslint-plugin-react-hooks";
export { importX } from "eslint-plugin-import-x";
export { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
