// Webhooks: what is sent, how to verify it (Node and Python), retries and ordering.
import { getI18n } from "@/lib/i18n/server";
import { CodeBlock, H2, P, TAGS, linkTag } from "./code-block";
import { NODE_SERVER, NODE_VERIFY, PYTHON_SERVER, PYTHON_VERIFY } from "./webhook-samples";

const EXAMPLE = `POST /llar-webhook HTTP/1.1
Content-Type: application/json
Llar-Signature: t=1764050400,v1=5f2b…e9a1
Llar-Event-Id: evt_8c1f3e0b9a7d6c5b4a392817
Llar-Event-Type: property.updated

{"id":"evt_8c1f3e0b9a7d6c5b4a392817","type":"property.updated","created_at":"2026-11-25T06:00:00.000Z",
 "data":{"id":"…","url":"…","title":"…","price":{"min":450000,…},…,"updated_at":"2026-11-25T05:59:59.123456Z","change":"updated"}}`;

export async function WebhooksGuide() {
  const { t } = await getI18n();
  return (
    <>
      <P>{t.rich("apiGuides.webhooks.intro", { ...TAGS, webhooks: linkTag("/account/webhooks") })}</P>
      <H2>{t("apiGuides.webhooks.eventTitle")}</H2>
      <P>{t.rich("apiGuides.webhooks.event", TAGS)}</P>
      <CodeBlock label={t("apiGuides.webhooks.deliveryLabel")}>{EXAMPLE}</CodeBlock>
      <H2>{t("apiGuides.webhooks.verifyTitle")}</H2>
      <P>
        {t.rich("apiGuides.webhooks.verify", {
          ...TAGS,
          format: "t=<unix seconds>,v1=<hex>",
          signed: 't + "." + raw body',
        })}
      </P>
      <CodeBlock label={t("apiGuides.webhooks.nodeVerifyLabel")}>{NODE_VERIFY}</CodeBlock>
      <CodeBlock label={t("apiGuides.webhooks.nodeServerLabel")}>{NODE_SERVER}</CodeBlock>
      <CodeBlock label={t("apiGuides.webhooks.pythonVerifyLabel")}>{PYTHON_VERIFY}</CodeBlock>
      <CodeBlock label={t("apiGuides.webhooks.pythonServerLabel")}>{PYTHON_SERVER}</CodeBlock>
      <H2>{t("apiGuides.webhooks.answerTitle")}</H2>
      <P>{t.rich("apiGuides.webhooks.answer", TAGS)}</P>
      <P>{t.rich("apiGuides.webhooks.disabled", TAGS)}</P>
    </>
  );
}
