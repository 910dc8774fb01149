// The production server `npm start` runs: Next's request handler behind a Node HTTP
// server of our own, so the socket's address reaches the app (lib/http/client-address.ts)
// in a header no client can forge. Started by scripts/start.ts with PORT and HOST set.
import { createServer } from "node:http";
import next from "next";
import { markSocketAddress } from "@/lib/http/mark-socket-address";
import { checkStartupEnv } from "@/lib/http/startup-env";
import { answerTile } from "./tiles";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "0.0.0.0";

async function main() {
  // No public origin in production, or a bad TRUST_PROXY_HOPS: stop with the message
  // (instrumentation.ts checks the same for hosts that run Next without this server).
  checkStartupEnv();
  process.env.LLAR_SOCKET_HEADER = "1";
  const app = next({ dev: false, dir: new URL("../..", import.meta.url).pathname, hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const server = createServer((req, res) => {
    if (answerTile(req, res)) return;
    markSocketAddress(req);
    void handle(req, res);
  });
  server.listen(port, hostname, () => console.log(`   ▲ Next.js server on http://${hostname}:${port}`));
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((err) => {
  console.error(`[llar] server failed: ${(err as Error).message}`);
  process.exit(1);
});
