-- AlterTable
ALTER TABLE "source" ADD COLUMN     "last_snapshot_at" TIMESTAMPTZ(6);
