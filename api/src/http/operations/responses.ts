import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { RequestHandler } from 'express';
import { contractDocument, type Operation } from './contract.ts';

/**
 * In tests only: every JSON answer is checked against its operation's response schema for its
 * status, and one that does not match fails the request (500) with what is wrong, so the suites
 * catch an answer drifting from the contract. Compiled once per operation and status.
 */
export function checkResponsesAgainstContract(operations: readonly Operation[]): RequestHandler {
  const ajv = addFormats.default(new Ajv({ strict: false, allErrors: false }));
  const { components } = contractDocument();
  const checks = new Map<Operation, Map<string, ValidateFunction>>();
  for (const operation of operations) {
    const byStatus = new Map<string, ValidateFunction>();
    for (const [status, response] of Object.entries(operation.definition.responses ?? {})) {
      const schema = response.content?.['application/json']?.schema;
      if (schema) byStatus.set(status, ajv.compile({ ...schema, components }));
    }
    checks.set(operation, byStatus);
  }
  return (req, res, next) => {
    const byStatus = req.operation && checks.get(req.operation);
    if (!byStatus?.size) return next();
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      const status = String(res.statusCode);
      const check = byStatus.get(status) ?? byStatus.get(`${status[0]}XX`) ?? byStatus.get('default');
      if (check && !check(JSON.parse(JSON.stringify(body ?? null)))) {
        const [error] = check.errors ?? [];
        throw new Error(
          `The answer of ${req.operation!.id} (${status}) does not match the contract: ${error?.instancePath || '(body)'} ${error?.message ?? ''}`,
        );
      }
      return json(body);
    };
    next();
  };
}
