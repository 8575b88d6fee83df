import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The PostgreSQL extensions the shop's migrations use, which PGlite loads only when asked. */
export const PGLITE_EXTENSIONS = { pg_trgm };
