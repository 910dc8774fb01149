-- CreateTable
CREATE TABLE "match_correction" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "listing_ids" UUID[],
    "apart_from" UUID[],
    "from_property" UUID NOT NULL,
    "to_property" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "match_correction_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "match_correction_kind_idx" ON "match_correction"("kind");
