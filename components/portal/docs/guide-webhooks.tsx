// Webhooks: what is sent, how to verify it (Node and Python), retries and ordering.
import Link from "next/link";
import { C, CodeBlock, H2, P } from "./code-block";
import { NODE_SERVER, NODE_VERIFY, PYTHON_SERVER, PYTHON_VERIFY } from "./webhook-samples";

const EXAMPLE = `POST /llar-webhook HTTP/1.1
Content-Type: application/json
Llar-Signature: t=1764050400,v1=5f2b…e9a1
Llar-Event-Id: evt_8c1f3e0b9a7d6c5b4a392817
Llar-Event-Type: property.updated

{"id":"evt_8c1f3e0b9a7d6c5b4a392817","type":"property.updated","created_at":"2026-11-25T06:00:00.000Z",
 "data":{"id":"…","url":"…","title":"…","price":{"min":450000,…},…,"updated_at":"2026-11-25T05:59:59.123456Z","change":"updated"}}`;

export function WebhooksGuide() {
  return (
    <>
      <P>
        Instead of polling <C>/changes</C>, keys on the Starter plan and above can have Llar push each change to an
        HTTPS endpoint. Add an endpoint under{" "}
        <Link href="/account/webhooks" className="text-brand-700 underline">
          Account → Webhooks
        </Link>{" "}
        (or <C>npm run webhooks -- add</C> on a self-hosted Llar), optionally filtered by operation, type, parish and
        price range (on the lowest advertised price, like <C>min_price</C>/<C>max_price</C> of <C>/properties</C>).
      </P>
      <H2>The event</H2>
      <P>
        Each created, updated or delisted property that matches is one <C>POST</C> with a JSON body: <C>id</C> (unique
        per event and endpoint, use it to drop duplicates), <C>type</C> (<C>property.created</C>,{" "}
        <C>property.updated</C>, <C>property.delisted</C>, or <C>webhook.test</C> for a test event), <C>created_at</C>,
        and <C>data</C>: the same item <C>/changes</C> returns, i.e. the property summary plus <C>change</C>.
      </P>
      <CodeBlock label="A delivery">{EXAMPLE}</CodeBlock>
      <H2>Verify the signature</H2>
      <P>
        The <C>Llar-Signature</C> header is <C>t=&lt;unix seconds&gt;,v1=&lt;hex&gt;</C>, where the hex is HMAC-SHA256
        of <C>t + &quot;.&quot; + raw body</C> keyed with your endpoint&apos;s signing secret (the whole <C>whsec_…</C>{" "}
        string). It is shown once when you add the endpoint or rotate the secret. Compute it over the raw bytes you
        received (parsing and re-serialising the JSON changes them), compare in constant time, and refuse timestamps
        more than five minutes off to stop replays. The typed client&apos;s <C>verifyWebhook()</C> does the same.
      </P>
      <CodeBlock label="Node.js: verify.js">{NODE_VERIFY}</CodeBlock>
      <CodeBlock label="Node.js: a receiver">{NODE_SERVER}</CodeBlock>
      <CodeBlock label="Python: verify">{PYTHON_VERIFY}</CodeBlock>
      <CodeBlock label="Python: a Flask receiver">{PYTHON_SERVER}</CodeBlock>
      <H2>Answer, retries and order</H2>
      <P>
        Answer any <C>2xx</C> within 10 seconds; anything else (including a redirect) or no answer is a failure, retried
        with exponential backoff and jitter (from about a minute up to six hours apart) for three days. Delivery is at
        least once: the same event can arrive twice, so deduplicate on <C>id</C>. A property&apos;s changes arrive in{" "}
        <C>updated_at</C> order — a newer change waits while an older one is being retried — but different properties
        are not ordered among themselves.
      </P>
      <P>
        An endpoint that has failed for three days without a single success is disabled and the key&apos;s owner gets an
        email; events not yet delivered are kept and go out when you enable it again. The account page lists each
        delivery with its result, response code and latency, and lets you resend one or send a test event. To catch up
        after an outage, you can always fall back on <C>/changes</C> from the <C>updated_at</C> of the last event you
        processed.
      </P>
    </>
  );
}
