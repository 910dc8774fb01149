import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // @llar/client from its sources (its package exports the built dist/, which a fresh
  // clone does not have until `npm run build -w @llar/client`).
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      "@llar/client": path.resolve(import.meta.dirname, "clients/typescript/src/index.ts"),
    },
  },
  test: {
    include: ["tests/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/setup/global-setup.ts"],
    setupFiles: ["tests/setup/env.ts"],
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
