"use client";
// A signing secret, shown once (on creation or rotation) with a copy button.
import Link from "next/link";
import { useT } from "@/lib/i18n/client";
import { CopyButton } from "../copy-button";

export function SecretNotice({ secret, title }: { secret: string; title: string }) {
  const t = useT();
  return (
    <div role="status" className="space-y-2 rounded-md border border-amber-400 bg-amber-50 p-3">
      <p className="font-medium">{title}</p>
      <code data-testid="webhook-secret" className="block break-all rounded bg-white px-2 py-1 font-mono text-sm">
        {secret}
      </code>
      <CopyButton value={secret} label={t("webhooks.secret.copy")} />
      <p className="text-sm text-amber-900">
        {t.rich("webhooks.secret.note", {
          code: (chunks) => <code>{chunks}</code>,
          link: (chunks) => (
            <Link className="underline" href="/docs/guides/webhooks">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
