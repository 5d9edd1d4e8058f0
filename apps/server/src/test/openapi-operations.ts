import type { FastifyInstance } from 'fastify';

/** The part of JSON Schema that the OpenAPI document of this API uses. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  default?: unknown;
}

export interface OperationParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

/** One method + path of the served OpenAPI document. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As in the document, e.g. `/api/courses/{id}`, without a trailing slash. */
  path: string;
  /** `METHOD /path`, the key of the access table. */
  key: string;
  /** `security: []` in the document: the route needs no token. */
  isPublic: boolean;
  parameters: OperationParameter[];
  /** The JSON body schema, when the route takes JSON. */
  jsonBody: JsonSchema | undefined;
}

type DocumentOperation = {
  security?: unknown[];
  parameters?: OperationParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** Every operation of `GET /api/docs/json`, so that a route added later is covered without editing tests. */
export async function readOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`/api/docs/json: ${response.statusCode}`);
  const document = response.json<{ paths: Record<string, Record<string, DocumentOperation>> }>();
  const operations: Operation[] = [];
  for (const [rawPath, methods] of Object.entries(document.paths)) {
    const path = rawPath.length > 1 ? rawPath.replace(/\/$/, '') : rawPath;
    for (const [method, operation] of Object.entries(methods)) {
      const upper = method.toUpperCase() as Operation['method'];
      operations.push({
        method: upper,
        path,
        key: `${upper} ${path}`,
        isPublic: Array.isArray(operation.security) && operation.security.length === 0,
        parameters: operation.parameters ?? [],
        jsonBody: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** The path with `{name}` filled in, each value percent-encoded. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return encodeText(value);
  });
}

/**
 * `encodeURIComponent` that also takes a lone surrogate, which has no UTF-8 form: it is sent as the
 * bytes a careless client would send (CESU-8, e.g. `%ED%A0%80`).
 */
export function encodeText(value: string): string {
  let encoded = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      encoded +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    } else {
      encoded += encodeURIComponent(char);
    }
  }
  return encoded;
}
