-- One execution's field differences by index: triage reads each failure's cover by accepted field rules.
DROP INDEX "field_differences_run";--> statement-breakpoint
CREATE INDEX "field_differences_run" ON "field_differences" USING btree ("run_id","case_id");
