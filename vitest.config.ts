// Two projects, chosen by file name so a new test lands in the right one with no config:
// - unit: `tests/**/*.unit.test.ts` — pure code, no database, no Redis, no child
//   processes; runs fully parallel in threads and needs no setup (`npm test -- quick`).
// - integration: every other `tests/**/*.test.ts` — one fresh migrated database per run
//   (tests/setup/global-setup.ts) and Redis when REDIS_URL is set.
// A unit test that reaches for a database fails at once (tests/setup/unit-env.ts).
import path from "node:path";
import { defineConfig } from "vitest/config";

const UNIT = "tests/**/*.unit.test.ts";

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
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [UNIT],
          setupFiles: ["tests/setup/unit-env.ts"],
          pool: "threads",
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/**/*.test.ts"],
          exclude: [UNIT],
          globalSetup: ["tests/setup/global-setup.ts"],
          setupFiles: ["tests/setup/env.ts"],
          pool: "forks",
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
