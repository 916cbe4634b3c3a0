-- Extensions from PostgreSQL's contrib package (trusted: the database's owner may create them;
-- PGlite loads them in createDb). cube + earthdistance: points on the earth with a GiST index,
-- searched nearest first; pg_trgm: trigram indexes for searches inside words.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
