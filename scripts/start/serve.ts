// The production server `npm start` runs: Next's request handler behind a Node HTTP
// server of our own, so the socket's address reaches the app (lib/http/client-address.ts)
// in a header no client can forge. Started by scripts/start.ts with PORT and HOST set.
import "@/lib/config/check";
import { createServer, type ServerResponse } from "node:http";
import next from "next";
import { apiUrlWithoutTrailingSlash } from "@/lib/api/trailing-slash";
import { unservableApiRequest } from "@/lib/api/unservable-request";
import { markSocketAddress } from "@/lib/http/mark-socket-address";
import { checkStartupEnv } from "@/lib/http/startup-env";
import { answerTile } from "./tiles";
import { config, setEnv } from "@/lib/config";

const port = config.PORT;
const hostname = config.HOST;

async function main() {
  // No public origin in production, or any bad value (lib/config): stop with the message
  // (instrumentation.ts checks the same for hosts that run Next without this server).
  checkStartupEnv();
  setEnv("LLAR_SOCKET_HEADER", "1");
  const app = next({ dev: false, dir: new URL("../..", import.meta.url).pathname, hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const server = createServer((req, res) => {
    if (answerTile(req, res)) return;
    const refused = unservableApiRequest(req.method ?? "GET", req.url ?? "/");
    if (refused) return void send(refused, res);
    req.url = apiUrlWithoutTrailingSlash(req.url ?? "/") ?? req.url;
    markSocketAddress(req);
    void handle(req, res);
  });
  // Keep idle connections longer than Node's 5 s: a client polling every few seconds (the
  // change feed, a health check) otherwise races the server's close and gets "socket hang
  // up" on a reused connection. 65 s outlasts the usual proxies' 60 s idle timeout, so the
  // proxy, not us, closes first; headers must be allowed to take longer still.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.listen(port, hostname, () => console.log(`   ▲ Next.js server on http://${hostname}:${port}`));
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

/** A /v1 error answered here, before Next (lib/api/unservable-request.ts). */
function send(response: Response, res: ServerResponse): void {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.setHeader("X-Content-Type-Options", "nosniff");
  void response.text().then((body) => res.end(body));
}

main().catch((err) => {
  console.error(`[llar] server failed: ${(err as Error).message}`);
  process.exit(1);
});
