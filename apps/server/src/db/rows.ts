/** The rows of a raw `execute`: postgres.js answers an array of them, PGlite an object holding them. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}
