// Used by `npm start`'s HTTP server (scripts/start/serve.ts) before Next sees a request:
// any SOCKET_HEADER the client sent is dropped and replaced by the address of the socket,
// which only the server knows. lib/http/client-address.ts reads it back.
import type { IncomingMessage } from "node:http";
import { SOCKET_HEADER } from "./client-address";

export function markSocketAddress(req: IncomingMessage): void {
  delete req.headers[SOCKET_HEADER];
  // rawHeaders would still carry the client's copy to anything that reads them.
  for (let i = req.rawHeaders.length - 2; i >= 0; i -= 2) {
    if (req.rawHeaders[i].toLowerCase() === SOCKET_HEADER) req.rawHeaders.splice(i, 2);
  }
  const address = req.socket.remoteAddress;
  if (address) {
    req.headers[SOCKET_HEADER] = address;
    req.rawHeaders.push(SOCKET_HEADER, address);
  }
}
