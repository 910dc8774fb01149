// A real local SMTP server for tests (the `smtp-server` package) that keeps every message
// it receives, parsed with `mailparser`. The app sends to it through nodemailer exactly as
// it would to a real provider (EMAIL_SERVER=smtp://127.0.0.1:<port>).
//
// Run alone (Playwright's third webServer), with an HTTP view of the inbox for the tests:
//   SMTP_PORT=2525 MAILBOX_HTTP_PORT=2526 npx tsx tests/support/smtp-mailbox.ts
//   GET /messages → [{ to, from, subject, text }], GET /health → ok
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  to: string[];
  from: string;
  subject: string;
  text: string;
  /** The HTML part, "" for a text-only mail. */
  html: string;
  at: number;
  /** Raw header values by lower-case name (List-Unsubscribe and the like). */
  headers: Record<string, string>;
};

export async function startMailbox(port = 0) {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    disableReverseLookup: true, // no DNS here: a reverse lookup would wait for its timeout
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
            at: Date.now(),
            headers: Object.fromEntries(
              mail.headerLines.map((h) => [
                h.key,
                h.line
                  .slice(h.line.indexOf(":") + 1)
                  .replace(/\r?\n\s+/g, " ")
                  .trim(),
              ]),
            ),
          });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actualPort = (server.server.address() as AddressInfo).port;

  /** The first message to `to` whose subject matches, waiting for it to arrive. */
  async function waitFor(to: string, subject: RegExp, timeoutMs = 5000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.find((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    waitFor,
    inbox: (to: string) => messages.filter((m) => m.to.includes(to.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

/** The first link in a mail's text that starts with `prefix`'s path. */
export function linkIn(mail: ReceivedMail, path: string): string {
  const match = mail.text.match(new RegExp(`https?://\\S+${path.replace(/\//g, "\\/")}\\?token=[A-Za-z0-9_%-]+`));
  if (!match) throw new Error(`no ${path} link in "${mail.subject}"`);
  return match[0];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const box = await startMailbox(Number(process.env.SMTP_PORT ?? 2525));
  const http = createServer((req, res) => {
    const body = req.url === "/health" ? "ok" : req.url === "/messages" ? JSON.stringify(box.messages) : null;
    res.writeHead(body === null ? 404 : 200, {
      "content-type": req.url === "/messages" ? "application/json" : "text/plain",
    });
    res.end(body ?? "not found");
  });
  http.listen(Number(process.env.MAILBOX_HTTP_PORT ?? 2526), "127.0.0.1");
  console.log(
    `[mailbox] SMTP on ${box.port}, inbox on http://127.0.0.1:${process.env.MAILBOX_HTTP_PORT ?? 2526}/messages`,
  );
}
