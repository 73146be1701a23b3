import {
  isKnowledgeLanguage,
  KNOWLEDGE_MESSAGES,
  type KnowledgeCaller,
  type KnowledgeContext,
  KnowledgeError,
  libreTranslate,
  type Platform,
} from '@pintar/core';
import type { ErrorRequestHandler, Request } from 'express';
import type { Config } from '../config.ts';
import { caller } from '../identity/access.ts';
import { HttpProblem, problems } from '../http/problem.ts';

export function knowledgeContext(platform: Platform, config: Config): KnowledgeContext {
  return {
    platform,
    projectionTimeoutMs: config.projectionTimeoutMs,
    translator: config.translate ? libreTranslate(config.translate) : undefined,
  };
}

/** The signed-in admin, or for public calls the anonymous visitor, as the events' actor. */
export function callerOf(req: Request): KnowledgeCaller {
  const actor = req.auth ? caller(req).user.uid : 'anonymous';
  return { actor, correlationId: String(req.id) };
}

/** A language parameter typed loosely in the contract, checked here so the spec's message comes out. */
export function languageParam(value: unknown, field = 'language'): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (isKnowledgeLanguage(value)) return value;
  const message = KNOWLEDGE_MESSAGES.language(value);
  throw problems.validation({ [field]: message }, message);
}

const STATUS_OF = {
  invalid: 400,
  'invalid-file': 400,
  'not-found': 404,
  conflict: 409,
  'translation-failed': 502,
};
const CODE_OF = {
  invalid: 'validation-failed',
  'invalid-file': 'invalid-file',
  'not-found': 'not-found',
  conflict: 'conflict',
  'translation-failed': 'translation-failed',
};

/** Refusals of the knowledge commands as Problem Details, the spec's message in `message`. */
export const knowledgeProblems: ErrorRequestHandler = (error, _req, _res, next) => {
  if (!(error instanceof KnowledgeError)) return next(error);
  const errors = error.errors ? { errors: error.errors } : {};
  next(new HttpProblem(STATUS_OF[error.reason], CODE_OF[error.reason], error.message, errors));
};
