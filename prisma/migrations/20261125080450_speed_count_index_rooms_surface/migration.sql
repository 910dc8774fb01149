-- DropIndex
DROP INDEX "property_count_idx";

-- CreateIndex
CREATE INDEX "property_count_idx" ON "property"("status", "operation", "is_home", "parish", "price_min", "rooms", "surface_m2");
