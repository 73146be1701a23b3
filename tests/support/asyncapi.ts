import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { parse } from 'yaml';

interface AsyncApi {
  components: {
    messages: Record<string, { name: string; payload: { $ref: string }; headers: { $ref: string } }>;
    schemas: Record<string, object>;
  };
}

const file = fileURLToPath(import.meta.resolve('@pintar/contracts/asyncapi.yaml'));
const spec = parse(readFileSync(file, 'utf8')) as AsyncApi;

const schemaOf = (ref: string) => {
  const name = ref.split('/').at(-1)!;
  const { $id: _id, ...schema } = spec.components.schemas[name] as { $id?: string };
  return schema;
};

/** Validates an event's headers and data against the message of contracts/asyncapi.yaml. */
export function validateAgainstAsyncApi(
  type: string,
  headers: Record<string, string>,
  data: unknown,
): string[] {
  const message = Object.values(spec.components.messages).find((m) => m.name === type);
  if (!message) return [`asyncapi.yaml has no message named ${type}`];
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  const problems: string[] = [];
  for (const [what, ref, value] of [
    ['headers', message.headers.$ref, headers],
    ['data', message.payload.$ref, data],
  ] as const) {
    const validate = ajv.compile(schemaOf(ref));
    if (!validate(value))
      problems.push(...(validate.errors ?? []).map((e) => `${what}${e.instancePath} ${e.message}`));
  }
  return problems;
}
