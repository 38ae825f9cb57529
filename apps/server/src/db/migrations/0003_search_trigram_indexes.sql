CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "service_requests_number_trgm_idx" ON "service_requests" USING gin ("request_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_requests_description_trgm_idx" ON "service_requests" USING gin ("description" gin_trgm_ops);