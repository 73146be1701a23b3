import type { components } from '@pintar/contracts/openapi';
import { apiClient, withTimeout } from '../../../lib/api-client';

export type DemoAllowance = components['schemas']['DemoAllowance'];

/**
 * GET /api/chat/demo: what this browser has left as the server counts it (reading uses nothing).
 * Undefined when the server cannot be reached; the page then keeps the count it had.
 */
export async function getDemoAllowance(
  clientId: string,
  signal?: AbortSignal,
): Promise<DemoAllowance | undefined> {
  try {
    const { data, response } = await apiClient.GET('/api/chat/demo', {
      params: { header: { 'X-Pintar-Client': clientId } },
      signal: withTimeout(signal),
    });
    return response.ok && data ? data : undefined;
  } catch {
    return undefined;
  }
}
