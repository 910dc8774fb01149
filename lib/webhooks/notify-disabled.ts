// Tells a key's owner that one of their webhook endpoints was disabled. Mail goes through
// nodemailer to EMAIL_SERVER (the SMTP URL next-auth's email sign-in uses too); without
// it the message is printed to the log, so nothing is lost on a development machine.
import nodemailer from "nodemailer";
import type pg from "pg";
import { publicOriginOutsideRequest } from "@/lib/http/public-origin";
import { config } from "@/lib/config";

type DisabledNotice = { to: string | null; subject: string; text: string };

async function disabledNotice(
  pool: pg.Pool,
  endpointId: string,
  baseUrl = publicOriginOutsideRequest(),
): Promise<DisabledNotice | null> {
  const { rows } = await pool.query<{ url: string; prefix: string; email: string | null; failing_since: Date | null }>(
    `SELECT w.url, k.prefix, u.email, w.failing_since FROM webhook_endpoint w
     JOIN api_key k ON k.id = w.key_id JOIN users u ON u.id = k.user_id WHERE w.id = $1`,
    [endpointId],
  );
  const r = rows[0];
  if (!r) return null;
  const since = r.failing_since ? r.failing_since.toISOString() : "several days";
  return {
    to: r.email,
    subject: `Llar: webhook endpoint disabled (${r.url})`,
    text:
      `Every delivery to your webhook endpoint ${r.url} (key ${r.prefix}…) has failed since ${since}, ` +
      `so Llar has stopped sending to it.\n\n` +
      `Events not delivered are kept. Fix the endpoint, then enable it again under ` +
      `${baseUrl.replace(/\/+$/, "")}/account/webhooks (or catch up with GET /v1/changes).\n`,
  };
}

export async function sendDisabledNotice(
  pool: pg.Pool,
  endpointId: string,
  log: (msg: string) => void = console.log,
): Promise<void> {
  const notice = await disabledNotice(pool, endpointId);
  if (!notice) return;
  const server = config.EMAIL_SERVER;
  if (!server || !notice.to) {
    log(
      `[webhooks] endpoint ${endpointId} disabled; mail to ${notice.to ?? "(no email)"} not sent (EMAIL_SERVER unset):\n${notice.subject}\n${notice.text}`,
    );
    return;
  }
  const transport = nodemailer.createTransport(server);
  try {
    await transport.sendMail({
      from: config.EMAIL_FROM || "Llar <no-reply@llar.ad>",
      to: notice.to,
      subject: notice.subject,
      text: notice.text,
    });
    log(`[webhooks] endpoint ${endpointId} disabled; owner ${notice.to} notified`);
  } finally {
    transport.close();
  }
}
