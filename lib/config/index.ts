// The configuration: every environment variable parsed by one zod schema (variables.ts)
// through @t3-oss/env-nextjs, so that nothing else reads process.env. `config` is always
// the current environment: it is parsed once and parsed again only when a variable it is
// asked for has changed since (tests give each run its own DATABASE_URL, `npm start`
// sets variables for the server it starts). A bad value throws ConfigError naming the
// variable; `checkConfig` raises it at start (instrumentation.ts, the CLIs).
import { createEnv } from "@t3-oss/env-nextjs";
import type { z } from "zod";
import { field, type Variable } from "./types";
import { VARIABLES } from "./variables";

type Variables = typeof VARIABLES;
export type VariableName = keyof Variables;
type Value<V> = V extends { kind: z.ZodType<infer Out, string> }
  ? V extends { default: string }
    ? Out
    : Out | undefined
  : never;
/** The parsed configuration: numbers, switches as booleans, text trimmed. */
export type Config = { readonly [K in VariableName]: Value<Variables[K]> };
type RawEnv = Record<string, string | undefined>;

const NAMES = Object.keys(VARIABLES) as VariableName[];
const shape = (pick: (name: string) => boolean) =>
  Object.fromEntries(NAMES.filter(pick).map((name) => [name, field(VARIABLES[name] as Variable)]));
const SERVER = shape((name) => !name.startsWith("NEXT_PUBLIC_"));
const CLIENT = shape((name) => name.startsWith("NEXT_PUBLIC_"));
// Secrets and URLs that may carry a password are never echoed into an error message.
const HIDDEN = /SECRET|TOKEN|KEY|URL|SERVER/;

export class ConfigError extends Error {
  constructor(issues: readonly { message: string; path?: readonly unknown[] }[], raw: RawEnv) {
    const lines = issues.map((issue) => {
      const name = String((issue.path?.[0] as { key?: unknown })?.key ?? issue.path?.[0] ?? "?");
      const shown = HIDDEN.test(name) ? "" : ` (got "${raw[name]}")`;
      return `  ${name} must be ${issue.message}${shown}`;
    });
    super(`Invalid configuration (docs/configuration.md):\n${lines.join("\n")}`);
    this.name = "ConfigError";
  }
}

/** The configuration a set of raw variables gives (tests pass their own; unset is default). */
export function parseConfig(raw: RawEnv): Config {
  const runtimeEnv = Object.fromEntries(NAMES.map((name) => [name, raw[name]]));
  const options = {
    server: SERVER,
    client: CLIENT,
    runtimeEnv,
    isServer: true,
    onValidationError: (issues: readonly { message: string; path?: readonly unknown[] }[]): never => {
      throw new ConfigError(issues, raw);
    },
  };
  // The shapes are built from VARIABLES, so their keys are not literal types here.
  return createEnv(options as unknown as Parameters<typeof createEnv>[0]) as unknown as Config;
}

let parsed: { raw: RawEnv; config: Config } | undefined;

function current(name: VariableName): Config {
  if (!parsed || parsed.raw[name] !== process.env[name]) {
    const raw = Object.fromEntries(NAMES.map((n) => [n, process.env[n]]));
    parsed = { raw, config: parseConfig(raw) };
  }
  return parsed.config;
}

/** The process's configuration, current at each read. */
export const config: Config = new Proxy({} as Config, {
  get: (_, name) =>
    typeof name === "string" && name in VARIABLES ? current(name as VariableName)[name as VariableName] : undefined,
});

/** Parses the whole environment now: a bad value stops the start with its name. */
export function checkConfig(): Config {
  parsed = undefined;
  return current(NAMES[0]);
}

/** Sets (or with undefined, removes) a variable for this process and those it starts. */
export function setEnv(name: VariableName, value: string | undefined): void {
  const env = process.env as RawEnv;
  if (value === undefined) delete env[name];
  else env[name] = value;
}

/** The environment for a child process: this one's, with `overrides` (undefined removes). */
export function childEnv(overrides: Partial<Record<VariableName, string | undefined>> = {}): NodeJS.ProcessEnv {
  const env: RawEnv = { ...process.env, ...overrides };
  for (const [name, value] of Object.entries(overrides)) if (value === undefined) delete env[name];
  return env as NodeJS.ProcessEnv;
}
