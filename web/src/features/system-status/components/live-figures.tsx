import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { useSettings } from '../../../lib/settings-store';
import { type SystemStatus, useSystemStatus } from '../api/get-system-status';
import { formatUptime } from '../utils/format-uptime';

// Plain React: the landing page loads no MUI. Classes in features/landing/landing.css.

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="pt-card" data-testid="live-figure">
      <dt className="pt-body2 pt-muted">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function useFigures(data: SystemStatus): Array<{ id: string; label: string; value: string }> {
  const { t, i18n } = useTranslation();
  const count = new Intl.NumberFormat(i18n.language);
  const uptime = formatUptime(data.uptimeSeconds);
  const ms = data.http.averageResponseTimeMs;
  const figures = [
    { id: 'uptime', label: t('figures.uptime'), value: t(`uptime.${uptime.key}`, uptime.values) },
    {
      id: 'response-time',
      label: t('figures.responseTime'),
      value:
        ms === null
          ? t('figures.noRequests')
          : t('figures.responseTimeValue', {
              value: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: ms < 10 ? 1 : 0 }).format(
                ms,
              ),
            }),
    },
  ];
  // Catalogue figures exist only once their read models do; absent means not shown, never zero.
  for (const id of ['places', 'cities', 'users'] as const) {
    const value = data.figures?.[id];
    if (typeof value === 'number')
      figures.push({ id, label: t(`figures.${id}`), value: count.format(value) });
  }
  return figures;
}

function Loaded({ data }: { data: SystemStatus }) {
  const { t, i18n } = useTranslation();
  const { timeFormat } = useSettings().preferences;
  const figures = useFigures(data);
  const time = new Intl.DateTimeFormat(i18n.language, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: timeFormat === '12h' ? 'h12' : 'h23',
  }).format(new Date(data.timestamp));
  return (
    <>
      <dl className="pt-figures">
        {figures.map((figure) => (
          <Figure key={figure.id} label={figure.label} value={figure.value} />
        ))}
      </dl>
      <p className="pt-caption pt-muted" style={{ marginTop: 16 }}>
        {t('figures.measuredAt', { time })}
      </p>
    </>
  );
}

/** Landing-page statistics: only figures the API measured, never marketing claims. */
export function LiveFigures() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  return (
    <section
      aria-labelledby="figures-heading"
      aria-busy={status.kind === 'loading'}
      className="pt-section"
      data-testid="live-figures"
    >
      <div className="pt-container pt-container-lg">
        <h2 id="figures-heading" className="pt-h2">
          {t('figures.title')}
        </h2>
        <p className="pt-section-lead">{t('figures.subtitle')}</p>
        {status.kind === 'loading' && (
          <>
            <VisuallyHidden>
              <span role="status">{t('figures.loading')}</span>
            </VisuallyHidden>
            <div aria-hidden="true" className="pt-figures">
              {['uptime', 'response-time'].map((id) => (
                <div key={id} className="pt-card">
                  <span className="pt-skeleton" style={{ width: '40%' }} />
                  <span className="pt-skeleton" style={{ width: '70%', height: 40 }} />
                </div>
              ))}
            </div>
          </>
        )}
        {status.kind === 'error' && <p className="pt-note">{t('figures.unavailable')}</p>}
        {status.kind === 'success' && <Loaded data={status.data} />}
      </div>
    </section>
  );
}
