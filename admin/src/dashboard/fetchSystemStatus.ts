import { httpErrorMessage, isSystemStatus, type SystemStatus } from './healthFormat';

/** A hung server must not leave the block waiting forever; a poll comes every 30 s anyway. */
export const STATUS_TIMEOUT_MS = 10_000;

/** Why a check failed: the component words timeouts and malformed answers itself. */
export class HealthCheckError extends Error {
  constructor(
    readonly kind: 'timeout' | 'invalid' | 'failed',
    message: string,
  ) {
    super(message);
    this.name = 'HealthCheckError';
  }
}

const readBody = async (response: Response): Promise<unknown> => {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
};

/** GET /api/system/status (public). Rejects with a HealthCheckError, or an AbortError if aborted. */
export const fetchSystemStatus = async (signal: AbortSignal): Promise<SystemStatus> => {
  let response: Response;
  try {
    response = await fetch('/api/system/status', {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.any([signal, AbortSignal.timeout(STATUS_TIMEOUT_MS)]),
    });
  } catch (error) {
    if (signal.aborted) throw error;
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new HealthCheckError('timeout', error.message);
    }
    throw new HealthCheckError('failed', error instanceof Error ? error.message : String(error));
  }
  const body = await readBody(response);
  if (!response.ok) {
    throw new HealthCheckError('failed', httpErrorMessage(response.status, response.statusText, body));
  }
  if (!isSystemStatus(body)) throw new HealthCheckError('invalid', 'not a system status');
  return body;
};
