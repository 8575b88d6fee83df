import { SmsError } from './sms-error';

/**
 * Posts to a gateway and reads its JSON answer, whatever the HTTP status (the gateways put their verdict in the body).
 * No answer in time, or one that is not JSON, is worth another try.
 */
export async function postToGateway(
  gateway: string,
  url: string,
  body: URLSearchParams | Record<string, unknown>,
  timeoutMs: number,
): Promise<Record<string, unknown>> {
  const isForm = body instanceof URLSearchParams;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: isForm
        ? { accept: 'application/json' }
        : { accept: 'application/json', 'content-type': 'application/json' },
      body: isForm ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (cause) {
    throw new SmsError(`${gateway} did not answer`, true, { cause });
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!answer || typeof answer !== 'object') {
    throw new SmsError(`${gateway} answered ${response.status} without JSON`, true);
  }
  return answer as Record<string, unknown>;
}
