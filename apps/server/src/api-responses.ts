import type { z } from 'zod';
import { apiErrorBody } from '@alankar/shared/api-error-schemas';

/**
 * A route's answers: its success bodies, and the shop's one error shape for every 4xx — so the
 * published contract says what each call returns, and nothing undeclared leaves the server.
 */
export function answers<Success extends Record<number, z.ZodType>>(success: Success) {
  return { ...success, '4xx': apiErrorBody, '5xx': apiErrorBody } as const;
}
