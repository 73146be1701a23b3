import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { load as parseYaml } from 'js-yaml';

/** Who may call an operation (`x-pintar-access` in openapi.yaml); undeclared means the strictest. */
export type Access = 'public' | 'user' | 'admin' | 'super_admin';

/** One operation of the HTTP contract, as the API binds and guards it. */
export interface Operation {
  id: string;
  /** Upper case, as Node writes `req.method`. */
  method: string;
  /** The contract's path template, e.g. `/api/admin/users/{id}`. */
  template: string;
  access: Access;
  /** Its parameters (the path item's and its own, references resolved) and the rest as written. */
  parameters: ParameterObject[];
  definition: OperationObject;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const contractFile = fileURLToPath(import.meta.resolve('@pintar/contracts/openapi.yaml'));

/** The parts of an operation the API reads: its id, access, parameters, body and answers. */
export interface OperationObject {
  operationId?: string;
  'x-pintar-access'?: string;
  /** The operation also takes a consumer key instead of an account's token (the event feed). */
  'x-pintar-consumer-key'?: boolean;
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: object }> };
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}

export interface ParameterObject {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  allowReserved?: boolean;
  allowEmptyValue?: boolean;
  schema?: object;
  content?: Record<string, { schema?: object }>;
  $ref?: string;
}

type PathItem = Partial<Record<(typeof METHODS)[number], OperationObject>> & {
  parameters?: ParameterObject[];
};

/** The contract as read from openapi.yaml. */
export interface ContractDocument {
  paths: Record<string, PathItem>;
  components: Record<string, Record<string, unknown>>;
}

function accessOf(declared: unknown): Access {
  return declared === 'public' || declared === 'user' || declared === 'admin' ? declared : 'super_admin';
}

/** Every operation of the contract; read once, the first time it is asked for. */
export function contractOperations(): readonly Operation[] {
  if (loaded) return loaded;
  const contract = contractDocument();
  const resolve = (p: ParameterObject) =>
    p.$ref ? (contract.components.parameters![p.$ref.split('/').pop()!] as ParameterObject) : p;
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(contract.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      if (!operation.operationId) throw new Error(`${method.toUpperCase()} ${template} has no operationId`);
      const own = (operation.parameters ?? []).map(resolve);
      const shared = (item.parameters ?? []).map(resolve);
      const parameters = [
        ...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)),
        ...own,
      ];
      operations.push({
        id: operation.operationId,
        method: method.toUpperCase(),
        template,
        access: accessOf(operation['x-pintar-access']),
        parameters,
        definition: operation,
      });
    }
  }
  loaded = operations;
  return operations;
}
let loaded: Operation[] | undefined;

/** openapi.yaml, parsed once. */
export function contractDocument(): ContractDocument {
  // js-yaml: the `yaml` package's parse of the contract grew the process by 66 MB, this one 5 MB.
  document ??= parseYaml(readFileSync(contractFile, 'utf8')) as ContractDocument;
  return document;
}
let document: ContractDocument | undefined;
