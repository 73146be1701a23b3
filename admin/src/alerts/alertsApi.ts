import { httpClient } from '../dataProvider';

export const ALERT_TYPES = ['error', 'warning', 'success', 'info'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export const alertsUrl = (type: AlertType | '', limit: number) =>
  `/api/alerts?limit=${limit}${type ? `&type=${type}` : ''}`;

export const dismissAlert = (id: string) =>
  httpClient(`/api/alerts/${encodeURIComponent(id)}/dismiss`, { method: 'POST' });
