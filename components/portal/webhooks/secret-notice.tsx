"use client";
// A signing secret, shown once (on creation or rotation) with a copy button.
import Link from "next/link";
import { CopyButton } from "../copy-button";

export function SecretNotice({ secret, title }: { secret: string; title: string }) {
  return (
    <div role="status" className="space-y-2 rounded-md border border-amber-400 bg-amber-50 p-3">
      <p className="font-medium">{title}</p>
      <code data-testid="webhook-secret" className="block break-all rounded bg-white px-2 py-1 font-mono text-sm">
        {secret}
      </code>
      <CopyButton value={secret} label="Copy secret" />
      <p className="text-sm text-amber-900">
        Copy it now: it is shown only this once. Use it to verify the <code>Llar-Signature</code> header of each
        delivery (see the{" "}
        <Link className="underline" href="/docs/guides/webhooks">
          webhooks guide
        </Link>
        ).
      </p>
    </div>
  );
}
