/** A message the gateway did not take. `retryable` is false when another try would fail the same way. */
export class SmsError extends Error {
  constructor(
    message: string,
    readonly retryable = true,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'SmsError';
  }
}
