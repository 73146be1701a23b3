import type { RequestHandler } from 'express';
import multer from 'multer';
import { HttpProblem } from '../problem.ts';
import { multipartLimits, uploadTooLarge } from '../upload.ts';
import type { Operation } from './contract.ts';
import { compileRequestChecks } from './validate.ts';

/**
 * Validates a request that the gate matched, with its operation's checks compiled at start-up;
 * a multipart body is read first, no further than the largest upload cap.
 */
export function validateRequests(operations: readonly Operation[]): RequestHandler {
  const checks = compileRequestChecks(operations);
  const multipart = multer({ limits: multipartLimits }).any();
  const check: RequestHandler = (req, _res, next) => {
    const operationCheck = req.operation && checks.get(req.operation);
    if (!operationCheck) return next();
    operationCheck(req);
    next();
  };
  return (req, res, next) => {
    if (!req.operation || !req.is('multipart/form-data')) return check(req, res, next);
    if (!req.operation.definition.requestBody?.content?.['multipart/form-data']) return check(req, res, next);
    multipart(req, res, (error?: unknown) => {
      if (error instanceof multer.MulterError)
        return next(
          error.code === 'LIMIT_FILE_SIZE'
            ? uploadTooLarge(req.path)
            : new HttpProblem(400, 'invalid-upload', `The upload could not be read: ${error.message}.`),
        );
      // Anything else the multipart parser stops at is the body's fault (no boundary, cut short).
      if (error)
        return next(new HttpProblem(400, 'invalid-upload', 'The upload could not be read as a form.'));
      try {
        check(req, res, next);
      } catch (thrown) {
        next(thrown);
      }
    });
  };
}
