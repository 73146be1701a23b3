// A transit service alert as `GET /api/admin/transit-alerts` answers, from the contract.
import type { components } from '@pintar/contracts/openapi';

export type TransitAlert = components['schemas']['TransitAlert'];
export type AlertSeverity = TransitAlert['severity'];
