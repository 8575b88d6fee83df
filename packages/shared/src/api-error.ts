/** The body of every error the API answers with. */
export interface ApiErrorBody {
  error: {
    code: 'invalid' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'too_many_requests' | 'internal';
    message: string;
    /** Per-field messages for invalid input, keyed by the field's path (`email`, `items.0.quantity`). */
    fields?: Record<string, string>;
  };
}
