-- The error of a failed delivery is a refusal code (lib/webhooks/send.ts), worded in the
-- language of the reader when shown. The English sentences written before become their
-- codes. Timeouts and error statuses take their values from the row (latency_ms, response_code).
UPDATE "webhook_delivery" SET "error" = CASE
    WHEN "error" = 'connection refused' THEN 'deliveryRefused'
    WHEN "error" = 'host name not found' THEN 'deliveryNoHost'
    WHEN "error" = 'TLS error' THEN 'deliveryTls'
    WHEN "error" = 'connection reset' THEN 'deliveryReset'
    WHEN "error" = 'not a public internet address' THEN 'deliveryNotPublic'
    WHEN "error" ~ '^no answer within [0-9]+ ms$' THEN 'deliveryTimeout'
    WHEN "error" ~ '^HTTP [0-9]+$' THEN 'deliveryStatus'
    ELSE 'deliveryFailed'
  END
WHERE "error" IS NOT NULL AND "error" NOT LIKE 'delivery%';
