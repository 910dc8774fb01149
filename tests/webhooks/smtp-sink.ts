// A minimal real SMTP server for tests (RFC 5321 subset: EHLO/HELO, MAIL, RCPT, DATA,
// RSET, NOOP, QUIT; no TLS, no auth): it keeps every message it accepts so a test can
// read what the app sent through nodemailer.
import { createServer, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

export type Mail = { from: string; to: string[]; data: string };

export async function startSmtpSink() {
  const mails: Mail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.setEncoding("utf8");
    let buffer = "";
    let inData = false;
    let mail: Mail = { from: "", to: [], data: "" };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 sink ESMTP");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          mail.data = buffer.slice(0, end).replace(/^\.\./gm, ".");
          buffer = buffer.slice(end + 5);
          mails.push(mail);
          mail = { from: "", to: [], data: "" };
          inData = false;
          reply("250 queued");
          continue;
        }
        const nl = buffer.indexOf("\r\n");
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") reply("250 sink");
        else if (verb === "MAIL") (mail.from = /<([^>]*)>/.exec(line)?.[1] ?? ""), reply("250 ok");
        else if (verb === "RCPT") (mail.to.push(/<([^>]*)>/.exec(line)?.[1] ?? ""), reply("250 ok"));
        else if (verb === "DATA") (inData = true), reply("354 end with .");
        else if (verb === "QUIT") (reply("221 bye"), socket.end());
        else reply("250 ok");
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((r) => {
      for (const s of sockets) s.destroy();
      server.close(() => r());
    }),
  };
}
