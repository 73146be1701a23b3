import {
  CREDENTIALS,
  type CredentialDoc,
  credentialsProjection,
  type DomainEvent,
  type FamilyDoc,
  identityProjection,
  IDENTITY_TOPICS,
  outboxProjection,
  type Platform,
  recordAndProject,
  SESSION_FAMILIES,
  sessionsProjection,
  USERS,
  type UserDoc,
} from '@pintar/core';

export interface IdentityContext {
  platform: Platform;
  /** Signs access tokens; the same in every API process of an installation. */
  jwtSecret: string;
  projectionTimeoutMs: number;
  /** Where links in mails point, e.g. http://localhost:5001. */
  publicUrl: string;
}

const PROJECTION_OF: Record<string, string> = {
  [IDENTITY_TOPICS.identity]: identityProjection.name,
  [IDENTITY_TOPICS.sessions]: sessionsProjection.name,
  [IDENTITY_TOPICS.mail]: outboxProjection.name,
  [IDENTITY_TOPICS.credentials]: credentialsProjection.name,
};

/** Records events on an identity topic and waits until its projection has stored them. */
export function record(
  ctx: IdentityContext,
  topic: string,
  events: readonly DomainEvent[],
  meta: { actor: string; correlationId: string },
) {
  return recordAndProject(ctx.platform.eventLog, topic, events, {
    ...meta,
    projections: [PROJECTION_OF[topic]!],
    timeoutMs: ctx.projectionTimeoutMs,
  });
}

export const users = (ctx: IdentityContext) => ctx.platform.documents.collection<UserDoc>(USERS);
export const credentials = (ctx: IdentityContext) =>
  ctx.platform.documents.collection<CredentialDoc>(CREDENTIALS);
export const families = (ctx: IdentityContext) =>
  ctx.platform.documents.collection<FamilyDoc>(SESSION_FAMILIES);
