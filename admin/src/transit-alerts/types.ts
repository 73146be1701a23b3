// A transit service alert as `GET /api/admin/transit-alerts` answers (contracts/openapi.yaml, TransitAlert).
export type AlertSeverity = 'info' | 'warning' | 'severe';

export interface TransitAlert {
  id: string;
  lineId: string | null;
  stopId: string | null;
  message: string;
  severity: AlertSeverity;
  suspended: boolean;
  from: string;
  until: string | null;
  status: 'active' | 'ended';
  endedAt: string | null;
  createdAt: string;
  updatedAt: string;
}
