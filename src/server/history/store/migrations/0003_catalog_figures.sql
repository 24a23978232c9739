CREATE TABLE "catalog_figures" (
	"name" text PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"written_at" timestamp with time zone NOT NULL
);
