import type { ApiGuidesMessages } from "./ca";

export const apiGuides: ApiGuidesMessages = {
  quickStart: {
    steps:
      "1. <signup>Create an account</signup> and a key on <keys>your keys page</keys> (free plan: 100 requests a day). 2. Send it as a bearer token. 3. Read <c>data</c> and <c>meta</c>.",
    attribution:
      "Every property comes with its source adverts at <c>{path}</c>; show the source name and link whenever you show an advert (see <terms>usage terms</terms>).",
  },
  plans: {
    authTitle: "Authentication",
    auth: "Every request carries <c>{header}</c>. Keys look like <c>llar_</c> followed by 40 letters and digits; we store only a hash, so a key is shown once when you create it. A missing, unknown or revoked key gets <c>401 unauthorized</c>; a revoked key stops working within 5 seconds. Keys are secrets: call the API from your server, not from a public web page.",
    headerLabel: "Header",
    plansTitle: "Plans",
    plansIntro:
      "Each key has its own plan; new keys start on {free}. The response header <c>X-Api-Plan</c> tells you which plan answered.",
    plan: "Plan",
    quota: "Quota",
    perMinute: "Per minute",
    rows: "Rows per request",
    endpoints: "Endpoints",
    priceHistory: "Price history",
    yes: "yes",
    no: "no",
    upgrade:
      "A key whose plan lacks an endpoint gets <c>403 plan_required</c> on <c>/changes</c> or <c>/stats</c>. Upgrade a key under <billing>Billing</billing>; the new plan applies within seconds, to the same key. Prices are on <pricing>the pricing page</pricing>.",
  },
  client: {
    intro:
      "The TypeScript client <c>@llar/client</c> is generated from <c>/v1/openapi.json</c>: parameters and responses are typed, errors are thrown as <c>LlarApiError</c> with the API's <c>code</c>, and a 429 is retried after its <c>Retry-After</c>. In Python, a <c>requests.Session</c> with the key set once does the same job.",
    setupLabel: "Setup",
    ops: {
      search: "Search properties",
      radius: "Within a radius",
      polygon: "Inside a polygon (Pro and above)",
      property: "One property",
      changes: "Changes (Starter and above)",
      stats: "Market statistics (Pro and above)",
      months: "The market month by month (Pro and above)",
      places: "Parishes and towns",
    },
    radiusNote: "Metres from the point, at most 20,000. Properties without a location are left out.",
    polygonNote: "3 to 200 corners in order around the area; a polygon whose edges cross gives 400.",
    etagTitle: "Conditional requests: ETag and If-None-Match",
    etag: "Every 200 carries a strong <c>ETag</c>. Send it back in <c>If-None-Match</c>: while nothing changed you get <c>304 Not Modified</c> with no body. A 304 counts against the per-minute rate but not against your quota.",
    signaturesTitle: "Webhook signatures",
    signatures:
      "<c>{call}</c> checks the <c>t=…,v1=…</c> signature (HMAC-SHA256 of <c>t.body</c>) in constant time and refuses timestamps more than 5 minutes off.",
  },
  pagination: {
    intro:
      "<c>/properties</c> pages in two ways, depending on the sort. <c>limit</c> (default 25) is capped silently by your plan's rows per request; <c>meta.limit</c> shows the limit applied, <c>meta.total</c> the number of matches.",
    cursorTitle: "Cursor — for sort=newest (the default)",
    cursor:
      "Pass <c>meta.next_cursor</c> back as <c>cursor</c> with the same other parameters. Cursors are opaque, never expire for the same query, and never skip or repeat a row even while new homes arrive. <c>next_cursor</c> is <c>null</c> on the last page.",
    cursorLabel: "JavaScript: every result, newest first",
    pageTitle: "Page — for price_asc, price_desc and surface_desc",
    page: "Pass <c>page=2</c>, <c>3</c>… while <c>meta.next_page</c> is not <c>null</c>. Ties are broken by id, so pages never overlap.",
    mixTitle: "Mixing them is an error",
    mix: "<c>cursor</c> with a price or surface sort, <c>page</c> with <c>newest</c>, or both together answer <c>400 invalid_parameter</c>, as does a cursor from another query.",
  },
  sync: {
    intro:
      "<c>{request}</c> (Starter and above) lists properties created, updated or delisted after <c>since</c>, oldest first, each a property summary plus <c>change</c>: <c>created</c>, <c>updated</c> or <c>delisted</c>.",
    ruleTitle: "The rule",
    rule: "Poll with the <c>updated_at</c> of the last row you received as the next <c>since</c>. <c>since</c> is exclusive and <c>updated_at</c> values are strictly increasing (microsecond precision), so with any <c>limit</c> (default 100, maximum 1000) you never miss a change and never loop. Keep the timestamp string exactly as received. <c>meta.next_since</c> is set while more changes remain; when it is <c>null</c> you are up to date — wait and poll again.",
    copyLabel: "Python: keep a local copy",
    mergesTitle: "Merges and splits",
    merges:
      "When a later advert shows that two properties are one home, one of them takes the other's adverts. The absorbed one comes back <c>delisted</c> with <c>merged_into</c> set to the surviving id (also on <c>{property}</c>; its page on the site redirects to the survivor); the survivor comes back <c>updated</c>. Replace the absorbed id by the survivor wherever you stored it. When an advert is found to be another home, the new property comes back <c>created</c> and the one it left <c>updated</c>. <c>merged_into</c> is <c>null</c> on every other item.",
    window:
      "<c>since</c> older than 31 days, missing or malformed gets <c>400 invalid_parameter</c>; a future <c>since</c> returns an empty list. For a first copy older than 31 days, page through <c>/properties</c> first, then follow <c>/changes</c> from the time you started.",
  },
  webhooks: {
    intro:
      "Instead of polling <c>/changes</c>, keys on the Starter plan and above can have Llar push each change to an HTTPS endpoint. Add an endpoint under <webhooks>Account → Webhooks</webhooks> (or <c>npm run webhooks -- add</c> on a self-hosted Llar), optionally filtered by operation, type, parish and price range (on the lowest advertised price, like <c>minPrice</c>/<c>maxPrice</c> of <c>/properties</c>).",
    eventTitle: "The event",
    event:
      "Each created, updated or delisted property that matches is one <c>POST</c> with a JSON body: <c>id</c> (unique per event and endpoint, use it to drop duplicates), <c>type</c> (<c>property.created</c>, <c>property.updated</c>, <c>property.delisted</c>, or <c>webhook.test</c> for a test event), <c>created_at</c>, and <c>data</c>: the same item <c>/changes</c> returns, i.e. the property summary plus <c>change</c>.",
    deliveryLabel: "A delivery",
    verifyTitle: "Verify the signature",
    verify:
      "The <c>Llar-Signature</c> header is <c>{format}</c>, where the hex is HMAC-SHA256 of <c>{signed}</c> keyed with your endpoint's signing secret (the whole <c>whsec_…</c> string). It is shown once when you add the endpoint or rotate the secret. After a rotation the old secret keeps signing for 24 hours by default (you choose how long, or none): each delivery then carries one <c>v1=</c> per secret, and a match on any of them is valid. Compute it over the raw bytes you received (parsing and re-serialising the JSON changes them), compare in constant time, and refuse timestamps more than five minutes off to stop replays. The typed client's <c>verifyWebhook()</c> does the same.",
    nodeVerifyLabel: "Node.js: verify.js",
    nodeServerLabel: "Node.js: a receiver",
    pythonVerifyLabel: "Python: verify",
    pythonServerLabel: "Python: a Flask receiver",
    answerTitle: "Answer, retries and order",
    answer:
      "Answer any <c>2xx</c> within 5 seconds (five timeouts in a row disable the endpoint); anything else (including a redirect) or no answer is a failure, retried with exponential backoff and jitter (from about a minute up to six hours apart) for three days. Delivery is at least once: the same event can arrive twice, so deduplicate on <c>id</c>. A property's changes arrive in <c>updated_at</c> order — a newer change waits while an older one is being retried — but different properties are not ordered among themselves.",
    disabled:
      "An endpoint that has failed for three days without a single success is disabled and the key's owner gets an email; events not yet delivered are kept and go out when you enable it again. The account page lists each delivery with its result, response code and latency, and lets you resend one or send a test event. To catch up after an outage, you can always fall back on <c>/changes</c> from the <c>updated_at</c> of the last event you processed.",
  },
  limits: {
    intro:
      "Two limits apply to each key: a per-minute <strong>rate</strong> (a sliding 60-second window) and a <strong>quota</strong> per window — the UTC day on Free, the UTC calendar month on paid plans, unlimited on Enterprise. There is no overage: past either limit, requests get <c>429</c> with <c>Retry-After</c> (seconds) until they would pass. Requests rejected with 401, 403 or 429 do not count against the quota.",
    headersTitle: "Headers on every response to a valid key",
    header: "Header",
    meaning: "Meaning",
    headers: {
      limit: "requests allowed per minute on the plan",
      remaining: "requests left in the current minute",
      quotaRemaining: "requests left in the day (Free) or month (paid), or <c>unlimited</c>",
      quotaReset: "when the quota resets (date-time, UTC)",
      plan: "the key's plan",
      retryAfter: "on 429: seconds to wait",
    },
    retryLabel: "JavaScript: respect Retry-After",
    usage: "Your current-window use and reset time per key are on the usage page of your account.",
  },
  errors: {
    intro:
      "Every error has the same body; <c>message</c> is one sentence a person can act on. Branch on <c>code</c>, not on the message.",
    bodyLabel: "Body",
    status: "Status",
    when: "When",
    codes: {
      invalid_parameter:
        "A parameter is wrong: bad type or value, unknown or repeated parameter, minPrice > maxPrice, malformed bbox or cursor, cursor/page mixed with the wrong sort. The message names the parameter.",
      unauthorized: "The key is missing, malformed, unknown or revoked.",
      plan_required: "The key's plan does not include the endpoint (/changes: Starter, /stats: Pro).",
      not_found: "No such property (a malformed id is also not found), or no such path.",
      method_not_allowed: "Only GET (and CORS preflight OPTIONS) is supported.",
      rate_limited: "Too many requests in the last 60 seconds; see Retry-After.",
      quota_exceeded: "The plan's daily or monthly quota is used up; see Retry-After and X-Quota-Reset.",
      internal_error: "A fault on our side. Retry later; tell us if it persists.",
      service_unavailable: "Temporarily unavailable (e.g. database maintenance). Retry after Retry-After.",
    },
  },
  terms: {
    intro:
      "By using a key you accept these terms. They are contractual: no response enforces them, but breaking them ends access.",
    attribution:
      "Whenever you show an advert, name its source and link to the source advert (each <c>listings</c> entry has the source's name and the advert's <c>url</c>; the <c>attribution</c> string of <c>{property}</c> says it in one sentence).",
    noResale: "No bulk republication and no resale of the data.",
    oneKey:
      "One key per organisation (several keys for your own apps are fine; sharing keys with other organisations is not).",
    accuracy:
      "The data is what the sources publish: we consolidate and normalise it, but we do not vouch for prices, surfaces or availability.",
  },
  versioning: {
    intro:
      "The version is the first path segment: <c>/v1</c>. The OpenAPI description at <c>/v1/openapi.json</c> carries version <c>1.0.0</c>.",
    additiveTitle: "What may change within v1",
    additive:
      "Only additive changes: new endpoints, new optional parameters, new fields in responses, new headers. Write clients that ignore fields they do not know. The minor version of the OpenAPI document goes up with each addition.",
    breakingTitle: "Breaking changes",
    breaking:
      "Removing or renaming a field, changing a type or a default, or tightening validation would ship as <c>/v2</c>. <c>/v1</c> then keeps working for at least 12 months, and key owners are told by email when <c>/v2</c> launches and again before <c>/v1</c> ends.",
  },
};
