import type { components } from '@pintar/contracts/openapi';

export type Stats = components['schemas']['Stats'];
export type Alert = components['schemas']['Alert'];
export type Monitoring = components['schemas']['Monitoring'];
export type MonitoringHistory = components['schemas']['MonitoringHistory'];
export type HostStats = components['schemas']['HostStats'];
export type SystemSettings = components['schemas']['SystemSettings'];
export type OpsAnalytics = components['schemas']['OpsAnalytics'];
