-- CreateTable
CREATE TABLE "favourite" (
    "user_id" TEXT NOT NULL,
    "property_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "favourite_pkey" PRIMARY KEY ("user_id","property_id")
);

-- CreateTable
CREATE TABLE "saved_search" (
    "id" UUID NOT NULL,
    "user_id" TEXT,
    "email" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "query" TEXT NOT NULL,
    "frequency" TEXT NOT NULL,
    "confirmed_at" TIMESTAMPTZ(6),
    "unsubscribed_at" TIMESTAMPTZ(6),
    "cursor" TIMESTAMPTZ(6) NOT NULL,
    "last_pass_at" TIMESTAMPTZ(6),
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "saved_search_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "alert_mail" (
    "id" UUID NOT NULL,
    "saved_search_id" UUID NOT NULL,
    "cursor_to" TIMESTAMPTZ(6) NOT NULL,
    "to_address" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "unsubscribe_url" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_error" TEXT,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(6),

    CONSTRAINT "alert_mail_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "property_price_change" (
    "id" BIGSERIAL NOT NULL,
    "property_id" UUID NOT NULL,
    "old_price" INTEGER,
    "new_price" INTEGER,
    "changed_at" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "property_price_change_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "saved_search_user_id_idx" ON "saved_search"("user_id");

-- CreateIndex
CREATE INDEX "saved_search_email_idx" ON "saved_search"("email");

-- CreateIndex
CREATE INDEX "alert_mail_sent_at_next_attempt_at_idx" ON "alert_mail"("sent_at", "next_attempt_at");

-- CreateIndex
CREATE UNIQUE INDEX "alert_mail_saved_search_id_cursor_to_key" ON "alert_mail"("saved_search_id", "cursor_to");

-- CreateIndex
CREATE INDEX "property_price_change_property_id_changed_at_idx" ON "property_price_change"("property_id", "changed_at");

-- AddForeignKey
ALTER TABLE "favourite" ADD CONSTRAINT "favourite_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "saved_search" ADD CONSTRAINT "saved_search_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "alert_mail" ADD CONSTRAINT "alert_mail_saved_search_id_fkey" FOREIGN KEY ("saved_search_id") REFERENCES "saved_search"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Price log for saved-search alerts (docs/pending/alerts.md#alert-matching): every change
-- of property.price_min, stamped with the property's new updated_at, whoever writes it.
-- The migration runner splits scripts at every semicolon, so the function body writes
-- its statement separators as the octal escape \073 of an E'' string.
CREATE FUNCTION "log_property_price_change"() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN INSERT INTO property_price_change (property_id, old_price, new_price, changed_at) VALUES (NEW.id, OLD.price_min, NEW.price_min, NEW.updated_at)\073 RETURN NULL\073 END';

CREATE TRIGGER "property_price_change_log" AFTER UPDATE OF "price_min" ON "property"
  FOR EACH ROW WHEN (OLD."price_min" IS DISTINCT FROM NEW."price_min")
  EXECUTE FUNCTION "log_property_price_change"();
