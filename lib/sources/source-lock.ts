// The per-source ingest lock (lib/ingest/run-lock.ts) around anything that writes a
// source's adverts: a pull, a withdrawal. On the embedded database every connection shares
// one session, where an advisory lock excludes no one; there the queue's one active job per
// source (scheduler.ts) is what keeps pulls apart.
import { config } from "@/lib/config";
import { lockSources, SourceBusyError } from "@/lib/ingest/run-lock";
import { SourceCommandError } from "./source-errors";

export const onEmbeddedDatabase = () => config.LLAR_EMBEDDED_DATABASE;

/** Runs `task` holding the source's lock; SourceCommandError "busy" when another run holds it. */
export async function withSourceLock<T>(id: string, task: () => Promise<T>): Promise<T> {
  if (onEmbeddedDatabase()) return task();
  let release: () => Promise<void>;
  try {
    release = await lockSources(config.DATABASE_URL!, [id]);
  } catch (err) {
    if (err instanceof SourceBusyError) throw new SourceCommandError("busy", err.message);
    throw err;
  }
  try {
    return await task();
  } finally {
    await release();
  }
}
