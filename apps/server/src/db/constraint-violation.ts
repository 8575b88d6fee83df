/** True when `error` (from either driver, possibly wrapped by Drizzle) broke `constraint` with PostgreSQL's `code`. */
function violates(error: unknown, code: string, constraint: string): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code: found, constraint_name: postgresName, constraint: pgliteName, message } = current as Record<
      string,
      unknown
    >;
    if (found === code) {
      return (
        [postgresName, pgliteName].includes(constraint) || (typeof message === 'string' && message.includes(constraint))
      );
    }
  }
  return false;
}

/** A unique index refused the row (two writers raced for the same value). */
export const isUniqueViolation = (error: unknown, index: string) => violates(error, '23505', index);

/** A foreign key refused the row (what it points at was deleted meanwhile). */
export const isForeignKeyViolation = (error: unknown, key: string) => violates(error, '23503', key);

/** A check constraint refused the row. */
export const isCheckViolation = (error: unknown, check: string) => violates(error, '23514', check);
