-- AlterTable
ALTER TABLE "property" ADD COLUMN     "merged_into" UUID;
