/** react-admin's translate, as the formatting below needs it. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Growth as the card shows it; none without a previous period (the API sends null). */
export function growthLabel(rate: number | null, translate: Translate): string {
  if (rate === null) return translate('pintar.ops.growth.none');
  return translate('pintar.ops.growth.rate', { rate: `${rate > 0 ? '+' : ''}${rate}` });
}

export function bytes(n: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let i = 0;
  let value = n;
  while (value >= 1024 && i < units.length - 1) {
    value /= 1024;
    i += 1;
  }
  return `${value.toFixed(i === 0 ? 0 : 1)} ${units[i]}`;
}

export function duration(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return d > 0 ? `${d}d ${h}h` : h > 0 ? `${h}h ${m}m` : `${m}m`;
}

/** docs/product.md, Admin live figures: under 200 ms green, under 500 ms yellow, otherwise red. */
export function responseTimeColor(ms: number | null): 'success' | 'warning' | 'error' | 'default' {
  if (ms === null) return 'default';
  return ms < 200 ? 'success' : ms < 500 ? 'warning' : 'error';
}

/** 2xx green, 4xx yellow, 5xx red. */
export function httpStatusColor(status: number | null): 'success' | 'warning' | 'error' | 'default' {
  if (status === null) return 'default';
  if (status >= 200 && status < 300) return 'success';
  if (status >= 400 && status < 500) return 'warning';
  return status >= 500 ? 'error' : 'default';
}
