DROP INDEX "service_requests_company_created_idx";--> statement-breakpoint
DROP INDEX "service_requests_created_idx";--> statement-breakpoint
CREATE INDEX "service_requests_created_id_idx" ON "service_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "service_requests_company_created_id_idx" ON "service_requests" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "service_requests_updated_id_idx" ON "service_requests" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "service_requests_company_updated_id_idx" ON "service_requests" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "service_requests_status_id_idx" ON "service_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "service_requests_company_status_id_idx" ON "service_requests" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "service_requests_priority_id_idx" ON "service_requests" USING btree ("priority","id");--> statement-breakpoint
CREATE INDEX "service_requests_company_priority_id_idx" ON "service_requests" USING btree ("company_id","priority","id");--> statement-breakpoint
CREATE INDEX "service_requests_company_number_idx" ON "service_requests" USING btree ("company_id","request_number");