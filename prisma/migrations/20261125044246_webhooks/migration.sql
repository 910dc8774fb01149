-- CreateTable
CREATE TABLE "webhook_endpoint" (
    "id" UUID NOT NULL,
    "key_id" UUID NOT NULL,
    "url" TEXT NOT NULL,
    "operation" "Operation",
    "type" "PropertyType",
    "parish" TEXT,
    "min_price" INTEGER,
    "max_price" INTEGER,
    "secret" TEXT NOT NULL,
    "cursor" TIMESTAMPTZ(6) NOT NULL,
    "disabled_at" TIMESTAMPTZ(6),
    "failing_since" TIMESTAMPTZ(6),
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webhook_endpoint_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_event" (
    "id" TEXT NOT NULL,
    "endpoint_id" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "property_id" UUID,
    "property_updated_at" TIMESTAMPTZ(6),
    "payload" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "leased_until" TIMESTAMPTZ(6),
    "leased_by" TEXT,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "delivered_at" TIMESTAMPTZ(6),

    CONSTRAINT "webhook_event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_delivery" (
    "id" BIGSERIAL NOT NULL,
    "event_id" TEXT NOT NULL,
    "attempted_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ok" BOOLEAN NOT NULL,
    "response_code" INTEGER,
    "latency_ms" INTEGER NOT NULL,
    "error" TEXT,
    "manual" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "webhook_delivery_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "webhook_endpoint_key_id_idx" ON "webhook_endpoint"("key_id");

-- CreateIndex
CREATE INDEX "webhook_event_state_next_attempt_at_idx" ON "webhook_event"("state", "next_attempt_at");

-- CreateIndex
CREATE INDEX "webhook_event_endpoint_id_created_at_idx" ON "webhook_event"("endpoint_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "webhook_event_endpoint_id_property_id_property_updated_at_key" ON "webhook_event"("endpoint_id", "property_id", "property_updated_at");

-- CreateIndex
CREATE INDEX "webhook_delivery_event_id_attempted_at_idx" ON "webhook_delivery"("event_id", "attempted_at");

-- AddForeignKey
ALTER TABLE "webhook_endpoint" ADD CONSTRAINT "webhook_endpoint_key_id_fkey" FOREIGN KEY ("key_id") REFERENCES "api_key"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_event" ADD CONSTRAINT "webhook_event_endpoint_id_fkey" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoint"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_delivery" ADD CONSTRAINT "webhook_delivery_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "webhook_event"("id") ON DELETE CASCADE ON UPDATE CASCADE;
