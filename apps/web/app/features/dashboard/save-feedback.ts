import { ApiError } from '~/lib/api-client';
import { showToast } from '~/ui/toast';

/**
 * After a save the server refused: says what was not done and why, in the shop's error look, and answers the fields
 * to mark. `what`: what did not happen, like "The piece was not added".
 */
export function refusedSave(error: unknown, what: string): Record<string, string> {
  const fields = error instanceof ApiError ? error.fields : {};
  const why =
    error instanceof ApiError
      ? Object.keys(fields).length > 0
        ? 'fix the fields marked in red.'
        : error.message
      : 'we could not reach the shop. Check your connection and try again.';
  showToast(`${what}: ${why}`, 'error');
  return fields;
}
