/**
 * A tool's input schema whose JSON Schema is made once. The SDK converts a
 * tool's schema to JSON Schema for each `tools/call` and `tools/list` it
 * serves, caching it on the server instance; the HTTP mode makes an
 * instance per request, so without this every call would convert again.
 * The one copy is frozen, all the way down: the SDK reads it and spreads it
 * into new objects, and a write would throw instead of changing every later
 * answer. Validation is the schema's own.
 */
import type {StandardSchemaWithJSON} from '@modelcontextprotocol/server';

type Direction = 'input' | 'output';

function deepFreeze<Value>(value: Value): Value {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export function withFixedJsonSchema<Schema extends StandardSchemaWithJSON>(schema: Schema): Schema {
  const standard = schema['~standard'];
  const made = new Map<string, Record<string, unknown>>();
  const convert =
    (direction: Direction) =>
    (options: Parameters<typeof standard.jsonSchema.input>[0]): Record<string, unknown> => {
      const key = `${direction} ${options.target}`;
      let json = made.get(key);
      if (!json) {
        json = deepFreeze(standard.jsonSchema[direction](options));
        made.set(key, json);
      }
      return json;
    };
  return {
    '~standard': {...standard, jsonSchema: {input: convert('input'), output: convert('output')}},
  } as unknown as Schema;
}
