-- AlterTable
ALTER TABLE "api_key" ADD COLUMN     "checkout_session_id" TEXT,
ADD COLUMN     "checkout_started_at" TIMESTAMPTZ(6);
