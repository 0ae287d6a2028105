CREATE INDEX "fiscal_data_constancia_idx" ON "fiscal_data" USING btree ("constancia");--> statement-breakpoint
CREATE INDEX "stored_files_area_created_idx" ON "stored_files" USING btree ("area","created_at");--> statement-breakpoint
CREATE INDEX "rule_signatures_firma_idx" ON "rule_signatures" USING btree ("firma_tutor");