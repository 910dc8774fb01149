-- CreateTable
CREATE TABLE "match_review" (
    "id" SERIAL NOT NULL,
    "listing_id" UUID NOT NULL,
    "other_id" UUID NOT NULL,
    "same_home" BOOLEAN NOT NULL,
    "score" DOUBLE PRECISION,
    "correction_id" INTEGER,
    "decided_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "match_review_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "admin_audit" (
    "id" SERIAL NOT NULL,
    "actor" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "target" TEXT NOT NULL,
    "detail" JSONB,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "admin_audit_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "match_review_listing_id_other_id_key" ON "match_review"("listing_id", "other_id");

-- CreateIndex
CREATE INDEX "admin_audit_created_at_idx" ON "admin_audit"("created_at");
