/**
 * What a service rings after committing a transaction that queued work, so the runner looks at once instead of at
 * its next poll. Services get the bell; the runner, built after them, answers it.
 */
export interface JobsBell {
  nudge(): void;
}

export function createJobsBell(): JobsBell & { answer(nudge: () => void): void } {
  let ring = () => {};
  return {
    nudge: () => ring(),
    answer(nudge) {
      ring = nudge;
    },
  };
}
