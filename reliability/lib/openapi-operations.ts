import type { JsonSchema } from './json-schema-arbitrary';

/** One operation of the OpenAPI document, as the fuzz needs it. */
export interface Operation {
  /** `POST /api/questionnaire/{userId}` — the key of the per-endpoint counts. */
  key: string;
  method: string;
  /** The OpenAPI path template, e.g. `/api/questionnaire/{userId}/answer`. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON schema of an application/json body, when the operation takes one. */
  body: JsonSchema | undefined;
  /** Marked `security: bearerAuth` in the document. */
  needsSession: boolean;
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
}

const httpMethods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** Every operation of the document, in document order. */
export function operationsOf(document: unknown): Operation[] {
  const paths = (document as OpenApiDocument).paths ?? {};
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!httpMethods.has(method)) continue;
      const parameters = (operation.parameters ?? []).map((parameter) => ({
        in: parameter.in,
        name: parameter.name,
        required: parameter.required ?? false,
        schema: parameter.schema ?? {},
      }));
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
        needsSession: (operation.security ?? []).length > 0,
      });
    }
  }
  return operations;
}

/** `/api/x/{id}/y` with each `{name}` replaced by the (already encoded) value given for it. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => values[name] ?? '');
}
