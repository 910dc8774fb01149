// The verification samples of the webhooks guide, as plain strings so a test can run them
// (tests/webhooks/docs-samples.test.ts): each defines verify(body, header, secret) that
// returns the event or raises, exactly as printed in the docs. Both accept a match on any
// v1= of the header: while a secret is being rotated, each delivery carries one per secret.
export const NODE_VERIFY = `import { createHmac, timingSafeEqual } from "node:crypto";

// body: the raw request body (string or Buffer), exactly as received.
export function verify(body, header, secret, toleranceSeconds = 300) {
  const parts = String(header ?? "").split(",").map((p) => p.trim().split("=", 2));
  const t = Number(parts.find(([k]) => k === "t")?.[1]);
  const signatures = parts.filter(([k, v]) => k === "v1" && v).map(([, v]) => Buffer.from(v, "hex"));
  if (!Number.isInteger(t) || !signatures.length) throw new Error("malformed Llar-Signature");
  const expected = createHmac("sha256", secret).update(\`\${t}.\${body}\`).digest();
  // One v1= per live secret while a secret is being rotated: any match will do.
  const match = signatures.some((given) => given.length === expected.length && timingSafeEqual(given, expected));
  if (!match) throw new Error("bad signature");
  if (Math.abs(Date.now() / 1000 - t) > toleranceSeconds) throw new Error("timestamp too old");
  return JSON.parse(body);
}`;

export const PYTHON_VERIFY = `import hashlib, hmac, json, time

# body: the raw request body (bytes), exactly as received.
def verify(body: bytes, header: str, secret: str, tolerance_seconds: int = 300) -> dict:
    parts = [p.strip().split("=", 1) for p in (header or "").split(",") if "=" in p]
    stamps = [v for k, v in parts if k == "t"]
    signatures = [v for k, v in parts if k == "v1" and v]
    if not stamps or not stamps[0].isdigit() or not signatures:
        raise ValueError("malformed Llar-Signature")
    t = int(stamps[0])
    signed = str(t).encode() + b"." + body
    expected = hmac.new(secret.encode(), signed, hashlib.sha256).hexdigest()
    # One v1= per live secret while a secret is being rotated: any match will do.
    if not any(hmac.compare_digest(expected, given) for given in signatures):
        raise ValueError("bad signature")
    if abs(time.time() - t) > tolerance_seconds:
        raise ValueError("timestamp too old")
    return json.loads(body)`;

export const NODE_SERVER = `import { createServer } from "node:http";
import { verify } from "./verify.js";

createServer(async (req, res) => {
  const chunks = [];
  for await (const c of req) chunks.push(c);
  const body = Buffer.concat(chunks).toString("utf8");
  try {
    const event = verify(body, req.headers["llar-signature"], process.env.LLAR_WEBHOOK_SECRET);
    res.writeHead(200).end();                       // answer fast (within 5 s)…
    queueMicrotask(() => handle(event));            // …then do the work
  } catch {
    res.writeHead(400).end();
  }
}).listen(8080);`;

export const PYTHON_SERVER = `from flask import Flask, request, abort

app = Flask(__name__)

@app.post("/llar-webhook")
def llar_webhook():
    try:
        event = verify(request.get_data(), request.headers.get("Llar-Signature"), LLAR_WEBHOOK_SECRET)
    except ValueError:
        abort(400)
    if event["id"] in already_seen:          # at least once: the same id can come twice
        return "", 200
    handle(event)
    return "", 200`;
