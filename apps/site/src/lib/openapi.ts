/**
 * A generic, read-only view of an OpenAPI 3.x document for the API docs page:
 * operations grouped by tag, with $refs resolved. Only the parts the page renders are typed.
 */
export interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  nullable?: boolean;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  additionalProperties?: boolean | SchemaObject;
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  allOf?: SchemaObject[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
}

interface MediaObject {
  schema?: SchemaObject;
  example?: unknown;
}

export interface ParameterObject {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: SchemaObject;
}

interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: ParameterObject[];
  requestBody?: { $ref?: string; required?: boolean; description?: string; content?: Record<string, MediaObject> };
  responses?: Record<string, { $ref?: string; description?: string; content?: Record<string, MediaObject> }>;
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  openapi?: string;
  info?: { title?: string; version?: string; description?: string };
  servers?: { url: string; description?: string }[];
  tags?: { name: string; description?: string }[];
  paths?: Record<string, Record<string, OperationObject | ParameterObject[] | string | undefined>>;
  components?: { schemas?: Record<string, SchemaObject>; parameters?: Record<string, ParameterObject>; [k: string]: unknown };
}

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface ApiResponse {
  status: string;
  description: string;
  schema: SchemaObject | undefined;
  example: unknown;
}

export interface ApiOperation {
  id: string;
  method: HttpMethod;
  path: string;
  summary: string;
  description: string;
  parameters: ParameterObject[];
  /** `mediaType`: JSON when the operation takes it, else the first type it declares (e.g. text/csv for a file upload). */
  requestBody: { required: boolean; mediaType: string; schema: SchemaObject | undefined; example: unknown } | undefined;
  responses: ApiResponse[];
  /** False when the operation declares `security: []` (no credentials needed). */
  authenticated: boolean;
}

export interface ApiGroup {
  name: string;
  description: string;
  operations: ApiOperation[];
}

/** Follows a local `#/components/...` reference; anything else is returned unchanged. */
export function resolveRef<T extends { $ref?: string }>(doc: OpenApiDocument, value: T, depth = 0): T {
  if (!value?.$ref || !value.$ref.startsWith('#/') || depth > 20) return value;
  let target: unknown = doc;
  for (const part of value.$ref.slice(2).split('/')) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    target = target && typeof target === 'object' ? (target as Record<string, unknown>)[key] : undefined;
  }
  return target && typeof target === 'object' ? resolveRef(doc, target as T, depth + 1) : value;
}

function jsonMediaType(content: Record<string, MediaObject> | undefined): string | undefined {
  if (!content) return undefined;
  return 'application/json' in content ? 'application/json' : Object.keys(content)[0];
}

function jsonMedia(content: Record<string, MediaObject> | undefined): MediaObject | undefined {
  const type = jsonMediaType(content);
  return type === undefined ? undefined : content![type];
}

/** The name of a referenced schema, e.g. '#/components/schemas/Dataset' → 'Dataset'. */
export function refName(schema: SchemaObject | undefined): string | undefined {
  return schema?.$ref?.split('/').pop();
}

/** Operations grouped by their first tag (else the first path segment), in document order. */
export function groupOperations(doc: OpenApiDocument): ApiGroup[] {
  const groups = new Map<string, ApiGroup>();
  const tagInfo = new Map((doc.tags ?? []).map((t) => [t.name, t.description ?? '']));
  for (const t of doc.tags ?? []) groups.set(t.name, { name: t.name, description: t.description ?? '', operations: [] });
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of HTTP_METHODS) {
      const op = item[method] as OperationObject | undefined;
      if (!op || typeof op !== 'object') continue;
      const tag = op.tags?.[0] ?? path.split('/').filter(Boolean)[0] ?? 'General';
      if (!groups.has(tag)) groups.set(tag, { name: tag, description: tagInfo.get(tag) ?? '', operations: [] });
      const params = [...shared, ...(op.parameters ?? [])].map((p) => resolveRef(doc, p));
      const body = op.requestBody ? resolveRef(doc, op.requestBody) : undefined;
      const bodyMedia = jsonMedia(body?.content);
      groups.get(tag)!.operations.push({
        id: op.operationId ?? `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, '-'),
        method,
        path,
        summary: op.summary ?? '',
        description: op.description ?? '',
        parameters: params,
        requestBody: body
          ? { required: body.required ?? false, mediaType: jsonMediaType(body.content) ?? 'application/json', schema: bodyMedia?.schema, example: bodyMedia?.example }
          : undefined,
        responses: Object.entries(op.responses ?? {}).map(([status, raw]) => {
          const r = resolveRef(doc, raw);
          const media = jsonMedia(r.content);
          return { status, description: r.description ?? '', schema: media?.schema, example: media?.example };
        }),
        authenticated: op.security ? op.security.length > 0 : true,
      });
    }
  }
  return [...groups.values()].filter((g) => g.operations.length > 0);
}

/** The API root to show in examples: the first server URL, made absolute against the site origin. */
export function apiBaseUrl(doc: OpenApiDocument, origin: string): string {
  const url = doc.servers?.[0]?.url ?? '/v1';
  return /^https?:\/\//.test(url) ? url.replace(/\/$/, '') : origin + (url.startsWith('/') ? url : `/${url}`).replace(/\/$/, '');
}
