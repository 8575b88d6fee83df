/** The body of every error the API answers with (the schema lives beside the other answer schemas). */
export type { ApiErrorBody } from './api-error-schemas';
