-- pg_trgm powers the trigram search indexes; drizzle-kit does not emit CREATE EXTENSION by itself.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
