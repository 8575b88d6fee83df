/**
 * Runs statements of one transaction sent together: on PostgreSQL they go out in one write and come back in one
 * read (pipelined), instead of a round trip each. They still run one after another, in the order given, and each sees
 * what the ones before it did (each statement of a transaction takes a fresh snapshot when it starts).
 *
 * A statement that fails makes the ones after it fail too ("current transaction is aborted"), so the error thrown is
 * the first one, the cause. The caller's transaction is then rolled back as usual.
 *
 * The statements must be passed unstarted (drizzle's queries start when awaited): the order they start in is the
 * order they are sent in.
 */
export async function inOrder<const Statements extends readonly PromiseLike<unknown>[]>(
  statements: Statements,
): Promise<{ -readonly [Index in keyof Statements]: Awaited<Statements[Index]> }> {
  const settled = await Promise.allSettled(statements);
  const failed = settled.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as {
    -readonly [Index in keyof Statements]: Awaited<Statements[Index]>;
  };
}
