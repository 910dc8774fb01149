// Prisma's schema engine compiled to WebAssembly, driven through the pg driver adapter.
// Prisma's CLI would download a native engine binary; these machines cannot, so
// migrations run here instead (docs/decisions.md#migrations-without-the-cli-engine).
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import type { SchemaEngine } from "@prisma/schema-engine-wasm";
import { config } from "@/lib/config";

const require = createRequire(import.meta.url);
const SCHEMA_PATH = path.join(process.cwd(), "prisma", "schema.prisma");
export const MIGRATIONS_DIR = path.join(process.cwd(), "prisma", "migrations");
export const NO_FILTERS = { externalTables: [], externalEnums: [] };

type EngineClass = { new: (o: object, cb: (msg: string) => void, adapter: object) => Promise<SchemaEngine> };
let engineClass: Promise<EngineClass> | undefined;

/** Instantiate the wasm module once per process (a plain import of the package fails in Node). */
function loadEngineClass(): Promise<EngineClass> {
  engineClass ??= (async () => {
    const bgPath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const bg = await import(bgPath);
    const bytes = await readFile(path.join(path.dirname(bgPath), "schema_engine_bg.wasm"));
    const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": bg });
    bg.__wbg_set_wasm(instance.exports);
    // As the package's own entry does: initialises wasm-bindgen's externref table. Without
    // it, values passed between JS and the engine are read from the wrong slots.
    (instance.exports as { __wbindgen_start: () => void }).__wbindgen_start();
    return bg.SchemaEngine as EngineClass;
  })();
  return engineClass;
}

export async function readSchema(): Promise<string> {
  return readFile(SCHEMA_PATH, "utf8");
}

const PG_CHAR_OID = 18; // PostgreSQL's internal one-byte "char" (pg_class.relkind, ...)
const PG_TEXT_OID = 25;

/**
 * adapter-pg maps no column type for PostgreSQL's internal "char", which the engine's
 * catalog queries read when describing a live database. Its value arrives as a one-letter
 * string, so it is reported as text. Only the schema engine's connection gets this shim.
 */
function readCharAsText<T extends object>(adapter: T): T {
  const io = adapter as unknown as { performIO: (q: unknown) => Promise<{ fields: { dataTypeID: number }[] }> };
  const performIO = io.performIO.bind(adapter);
  io.performIO = async (q) => {
    const res = await performIO(q);
    for (const f of res.fields) if (f.dataTypeID === PG_CHAR_OID) f.dataTypeID = PG_TEXT_OID;
    return res;
  };
  return adapter;
}

/**
 * Open a schema engine on `connectionString`; call `engine.free()` when done.
 * The adapter needs an explicit schema name (the engine refuses connection info without
 * one). No shadow database is offered: adapter-pg's would connect to the main database
 * (its connection string overrides the shadow's name), so new migrations are diffed from
 * the previous migration's schema snapshot instead (lib/db/migrations.ts).
 */
export async function openSchemaEngine(connectionString: string): Promise<SchemaEngine> {
  const SchemaEngineClass = await loadEngineClass();
  const schema = await readSchema();
  const main = new PrismaPg({ connectionString }, { schema: "public" });
  const factory: SqlMigrationAwareDriverAdapterFactory = {
    provider: main.provider,
    adapterName: main.adapterName,
    connect: async () => readCharAsText(await main.connect()),
    connectToShadowDb: () => Promise.reject(new Error("Llar's migration tooling never uses a shadow database")),
  };
  const log = (m: string) => {
    if (config.LLAR_DEBUG_ENGINE) console.error("[schema-engine]", m);
  };
  return SchemaEngineClass.new(
    { datamodels: [["schema.prisma", schema]] },
    log,
    bindMigrationAwareSqlAdapterFactory(factory),
  );
}
