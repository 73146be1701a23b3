import {
  alertsProjection,
  chatAnswersProjection,
  contactMessagesProjection,
  contactSearchProjection,
  credentialsProjection,
  identityProjection,
  importsProjection,
  knowledgeEntriesProjection,
  knowledgeQueriesProjection,
  knowledgeSearchProjection,
  knowledgeStatsProjection,
  monitoringEndpointsProjection,
  outboxProjection,
  placeAnalyticsProjection,
  placeSearchProjection,
  placesProjection,
  placeStatsProjection,
  type Projection,
  transitAlertsProjection,
  sessionsProjection,
  favouritesProjection,
} from '@pintar/core';
import { type MailerOptions, mailerProjection } from './mailer.ts';

/** Every projection Pintar runs, in start order. */
export const PROJECTIONS: readonly Projection[] = [
  contactMessagesProjection,
  contactSearchProjection,
  identityProjection,
  credentialsProjection,
  sessionsProjection,
  outboxProjection,
  placesProjection,
  placeSearchProjection,
  placeStatsProjection,
  placeAnalyticsProjection,
  importsProjection,
  knowledgeEntriesProjection,
  knowledgeSearchProjection,
  knowledgeStatsProjection,
  knowledgeQueriesProjection,
  chatAnswersProjection,
  monitoringEndpointsProjection,
  alertsProjection,
  transitAlertsProjection,
  favouritesProjection,
];

/** What a workers host runs: the read models, plus the mailer, which must not replay on rebuilds. */
export function workerProjections(
  env: Record<string, string | undefined>,
  logger: MailerOptions['logger'],
): Projection[] {
  const mailer = mailerProjection({
    smtpUrl: env.SMTP_URL || undefined,
    from: env.MAIL_FROM || 'Pintar <no-reply@pintar.local>',
    logger,
  });
  return [...PROJECTIONS, mailer];
}

export { startWorkers, type WorkerHost } from './host.ts';
export { probeOnce, runProbeRound, startProbes, type ProbeOptions } from './probes/runner.ts';
