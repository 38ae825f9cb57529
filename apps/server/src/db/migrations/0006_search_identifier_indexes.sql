DROP INDEX "service_requests_number_trgm_idx";--> statement-breakpoint
CREATE INDEX "service_requests_number_prefix_idx" ON "service_requests" USING btree (upper("request_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "service_requests_number_suffix_idx" ON "service_requests" USING btree (reverse(upper("request_number")) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "rmas_number_prefix_idx" ON "rmas" USING btree (upper("rma_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "rmas_number_suffix_idx" ON "rmas" USING btree (reverse(upper("rma_number")) text_pattern_ops);