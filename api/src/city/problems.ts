import { CityInputError, TransitError } from '@pintar/core';
import type { ErrorRequestHandler } from 'express';
import { HttpProblem } from '../http/problem.ts';

/** A city query's input error, answered as Problem Details with its own code. */
export const cityProblems: ErrorRequestHandler = (error, _req, _res, next) => {
  if (error instanceof TransitError)
    return next(
      new HttpProblem(
        error.status,
        error.code,
        error.message,
        error.field ? { errors: { [error.field]: error.message } } : {},
      ),
    );
  if (!(error instanceof CityInputError)) return next(error);
  const headers: Record<string, string> = error.status === 503 ? { 'Retry-After': '60' } : {};
  next(
    new HttpProblem(error.status, error.code, error.message, {
      ...(error.errors ? { errors: error.errors } : {}),
      headers,
    }),
  );
};
