// pglite-socket (0.2.17, the latest) runs every client connection on PGlite's one session
// and queues their protocol messages one by one, keeping the session for one connection
// only inside a transaction (upstream issue electric-sql/pglite#1046). An extended-protocol
// batch (Parse, Bind, Describe, Execute … Sync) is not a transaction, so two connections'
// batches interleave: one's Parse replaces the other's unnamed statement before its Bind,
// and the query fails ("bind message supplies 8 parameters, but prepared statement ""
// requires 2") or, worse, runs the other's statement. With `npm start`, the site, the
// worker and a CLI such as `npm run sources` are three connections, so this happened.
// Also, one exception inside the queue left it marked busy forever: every later query hung.
//
// This replaces the queue's scheduler on a server we start: a connection keeps the session
// from the first message of a batch until its Sync (or a simple Query), as well as for a
// whole transaction, and a failed message fails only its own connection.
import type { PGlite } from "@electric-sql/pglite";
import type { PGLiteSocketServer } from "@electric-sql/pglite-socket";

type Queued = {
  handlerId: number;
  message: Uint8Array;
  resolve: (bytes: number) => void;
  reject: (err: Error) => void;
  onData: (data: Uint8Array) => void;
};

/** The fields of pglite-socket's QueryQueueManager this scheduler works on. */
type QueryQueue = {
  queue: Queued[];
  processing: boolean;
  lastHandlerId: number | null;
  db: PGlite;
  processQueue: () => Promise<void>;
  clearQueueForHandler: (handlerId: number) => void;
};

const code = (c: string) => c.charCodeAt(0);
/** Messages after which the session holds the connection's unfinished batch. */
const IN_BATCH = new Set(["P", "B", "D", "E", "C", "H"].map(code));
/** Messages that end a batch: the backend answers ReadyForQuery. */
const BATCH_END = new Set(["S", "Q", "X"].map(code));

export function serialiseBatches(server: PGLiteSocketServer): void {
  const q = (server as unknown as { queryQueue: QueryQueue }).queryQueue;
  if (!q || !Array.isArray(q.queue) || typeof q.processQueue !== "function")
    throw new Error("pglite-socket's query queue has changed shape: check lib/db/pglite-batch-queue.ts");
  let batchOwner: number | null = null;

  q.processQueue = async function processQueue(): Promise<void> {
    if (q.processing || q.queue.length === 0) return;
    q.processing = true;
    try {
      while (q.queue.length > 0) {
        const owner = q.db.isInTransaction() ? q.lastHandlerId : batchOwner;
        const at = owner === null ? 0 : q.queue.findIndex((m) => m.handlerId === owner);
        // The session belongs to a connection between two messages of its batch or
        // transaction: wait for its next one (enqueue calls us again).
        if (at === -1) break;
        const [m] = q.queue.splice(at, 1);
        let bytes = 0;
        try {
          await q.db.runExclusive(() =>
            q.db.execProtocolRawStream(m.message, {
              onRawData: (data) => {
                bytes += data.length;
                m.onData(data);
              },
            }),
          );
        } catch (err) {
          // Its connection is closed by pglite-socket (which frees the session, below).
          m.reject(err as Error);
          continue;
        }
        q.lastHandlerId = m.handlerId;
        const type = m.message[0];
        if (IN_BATCH.has(type)) batchOwner = m.handlerId;
        else if (BATCH_END.has(type) && batchOwner === m.handlerId) batchOwner = null;
        m.resolve(bytes);
      }
    } finally {
      q.processing = false;
    }
  };

  // A connection that goes away mid-batch must not keep the session.
  const clear = q.clearQueueForHandler.bind(q);
  q.clearQueueForHandler = (handlerId: number) => {
    clear(handlerId);
    if (batchOwner === handlerId) {
      batchOwner = null;
      void q.processQueue();
    }
  };
}
