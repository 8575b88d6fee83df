/** True when `error` (from either driver, possibly wrapped by Drizzle) is a unique-index violation of `index`. */
export function isUniqueViolation(error: unknown, index: string): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, constraint_name: postgresName, constraint: pgliteName, message } = current as Record<string, unknown>;
    if (code === '23505') {
      return [postgresName, pgliteName].includes(index) || (typeof message === 'string' && message.includes(index));
    }
  }
  return false;
}
