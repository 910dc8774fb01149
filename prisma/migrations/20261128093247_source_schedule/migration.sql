-- AlterTable
ALTER TABLE "source" ADD COLUMN     "etag" TEXT,
ADD COLUMN     "every_seconds" INTEGER,
ADD COLUMN     "failures_in_a_row" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "feed" TEXT,
ADD COLUMN     "last_modified" TEXT,
ADD COLUMN     "next_run_at" TIMESTAMPTZ(6),
ADD COLUMN     "paused" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "removed_at" TIMESTAMPTZ(6),
ADD COLUMN     "run_requested_at" TIMESTAMPTZ(6);

-- CreateTable
CREATE TABLE "source_run" (
    "id" UUID NOT NULL,
    "source_id" TEXT NOT NULL,
    "trigger" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'running',
    "started_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(6),
    "read" INTEGER NOT NULL DEFAULT 0,
    "accepted" INTEGER NOT NULL DEFAULT 0,
    "rejected" INTEGER NOT NULL DEFAULT 0,
    "withdrawn" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "first_rejected" JSONB NOT NULL DEFAULT '[]',
    "report" JSONB,

    CONSTRAINT "source_run_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "source_run_source_id_started_at_idx" ON "source_run"("source_id", "started_at" DESC);

-- CreateIndex
CREATE INDEX "source_next_run_at_idx" ON "source"("next_run_at");

-- AddForeignKey
ALTER TABLE "source_run" ADD CONSTRAINT "source_run_source_id_fkey" FOREIGN KEY ("source_id") REFERENCES "source"("id") ON DELETE CASCADE ON UPDATE CASCADE;
