import { httpClient } from '../dataProvider';

import type { Alert } from '../overview/types';

export type AlertType = Alert['type'];
/** Every alert type of the contract, in the order the filter offers them. */
const TYPES: Record<AlertType, number> = { error: 0, warning: 1, success: 2, info: 3 };
export const ALERT_TYPES = Object.keys(TYPES) as AlertType[];

export const alertsUrl = (type: AlertType | '', limit: number) =>
  `/api/alerts?limit=${limit}${type ? `&type=${type}` : ''}`;

export const dismissAlert = (id: string) =>
  httpClient(`/api/alerts/${encodeURIComponent(id)}/dismiss`, { method: 'POST' });
