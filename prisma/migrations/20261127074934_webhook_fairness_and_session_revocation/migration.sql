-- AlterTable
ALTER TABLE "webhook_endpoint" ADD COLUMN     "leased_until" TIMESTAMPTZ(6),
ADD COLUMN     "paused_until" TIMESTAMPTZ(6),
ADD COLUMN     "timeouts" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "revoked_session" (
    "id" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "revoked_session_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "revoked_session_expires_at_idx" ON "revoked_session"("expires_at");
