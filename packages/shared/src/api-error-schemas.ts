import { z } from 'zod';

/** The body of every error the API answers with. */
export const apiErrorBody = z.object({
  error: z.object({
    code: z.enum(['invalid', 'unauthorized', 'forbidden', 'not_found', 'conflict', 'too_many_requests', 'internal', 'unavailable']),
    message: z.string(),
    /** Per-field messages for invalid input, keyed by the field's path (`email`, `items.0.quantity`). */
    fields: z.record(z.string(), z.string()).optional(),
    /** The request's id, as the shop's log has it: a shopper can quote it. */
    requestId: z.string().optional(),
  }),
});
export type ApiErrorBody = z.output<typeof apiErrorBody>;
