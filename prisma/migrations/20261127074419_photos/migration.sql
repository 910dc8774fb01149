-- CreateTable
CREATE TABLE "photo" (
    "id" BIGSERIAL NOT NULL,
    "url" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "hash" BIGINT,
    "bytes" INTEGER,
    "width" INTEGER,
    "height" INTEGER,
    "store_key" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "fetched_at" TIMESTAMPTZ(6),
    "next_attempt_at" TIMESTAMPTZ(6),
    "error" TEXT,

    CONSTRAINT "photo_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "photo_url_key" ON "photo"("url");

-- CreateIndex
CREATE INDEX "photo_status_next_attempt_at_idx" ON "photo"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "photo_hash_idx" ON "photo"("hash");
