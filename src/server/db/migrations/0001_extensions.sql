-- Trigram matching for typo-tolerant search (PGlite loads pg_trgm through its extensions option).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
