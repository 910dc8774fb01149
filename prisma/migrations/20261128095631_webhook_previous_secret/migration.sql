-- AlterTable
ALTER TABLE "webhook_endpoint" ADD COLUMN     "previous_secret" TEXT,
ADD COLUMN     "previous_secret_until" TIMESTAMPTZ(6);
