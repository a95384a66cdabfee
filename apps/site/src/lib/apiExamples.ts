import { type ApiOperation, type OpenApiDocument, resolveRef, type SchemaObject } from './openapi.js';

/** A JSON example for a schema: its own example/default/enum first, else one built from the types. */
export function exampleValue(doc: OpenApiDocument, raw: SchemaObject | undefined, depth = 0): unknown {
  if (!raw || depth > 6) return null;
  const schema = resolveRef(doc, raw);
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.oneOf?.[0] ?? schema.anyOf?.find((s) => resolveRef(doc, s).type !== 'null');
  if (variant) return exampleValue(doc, variant, depth + 1);
  if (schema.allOf?.length) {
    return Object.assign({}, ...schema.allOf.map((s) => exampleValue(doc, s, depth + 1)).filter((v) => v && typeof v === 'object'));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type ?? (schema.properties ? 'object' : undefined)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(schema.properties ?? {})) out[k] = exampleValue(doc, v, depth + 1);
      return out;
    }
    case 'array':
      return schema.items ? [exampleValue(doc, schema.items, depth + 1)] : [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'date-time') return '2025-01-01T00:00:00Z';
      if (schema.format === 'email') return 'user@example.com';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      return 'string';
    default:
      return null;
  }
}

/** A short type label for a schema: 'string', 'integer[]', 'Dataset', 'up | down | stable'. */
export function typeLabel(doc: OpenApiDocument, raw: SchemaObject | undefined): string {
  if (!raw) return 'any';
  const name = raw.$ref?.split('/').pop();
  if (name) return name;
  if (raw.enum?.length) return raw.enum.map((v) => JSON.stringify(v).replace(/"/g, '')).join(' | ');
  const variants = raw.oneOf ?? raw.anyOf;
  if (variants) return variants.map((v) => typeLabel(doc, v)).join(' | ');
  const type = Array.isArray(raw.type) ? raw.type.join(' | ') : raw.type;
  if (type === 'array') return `${typeLabel(doc, raw.items)}[]`;
  return (type ?? (raw.properties ? 'object' : 'any')) + (raw.format ? ` (${raw.format})` : '') + (raw.nullable ? ' | null' : '');
}

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

/** The top-level fields of an object schema (for arrays, of their items), for a table. */
export function schemaFields(doc: OpenApiDocument, raw: SchemaObject | undefined): FieldRow[] {
  if (!raw) return [];
  let schema = resolveRef(doc, raw);
  if (schema.type === 'array' && schema.items) schema = resolveRef(doc, schema.items);
  const parts = schema.allOf ? schema.allOf.map((s) => resolveRef(doc, s)) : [schema];
  return parts.flatMap((part) =>
    Object.entries(part.properties ?? {}).map(([name, prop]) => ({
      name,
      type: typeLabel(doc, prop),
      required: part.required?.includes(name) ?? false,
      description: resolveRef(doc, prop).description ?? '',
    })),
  );
}

function pathWithExamples(op: ApiOperation): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => (name === 'id' ? '00000000-0000-4000-8000-000000000000' : `<${name}>`));
}

function bodyOf(doc: OpenApiDocument, op: ApiOperation): unknown {
  if (!op.requestBody) return undefined;
  return op.requestBody.example ?? exampleValue(doc, op.requestBody.schema);
}

/** The file an example sends to an operation whose body is a file (CSV or .xlsx), not JSON; undefined for JSON. */
function uploadedFile(op: ApiOperation): string | undefined {
  const type = op.requestBody?.mediaType;
  if (!type || type === 'application/json') return undefined;
  return type.includes('spreadsheetml') ? 'book.xlsx' : 'data.csv';
}

/** curl for one operation, with the bearer header and a JSON body (or the file) when it takes one. */
export function curlExample(doc: OpenApiDocument, op: ApiOperation, base: string): string {
  const body = bodyOf(doc, op);
  const file = uploadedFile(op);
  const lines = [`curl -X ${op.method.toUpperCase()} "${base}${pathWithExamples(op)}"`];
  if (op.authenticated) lines.push(`  -H "Authorization: Bearer $TALLYLINE_API_KEY"`);
  if (file) lines.push(`  -H "Content-Type: ${op.requestBody!.mediaType}"`, `  --data-binary @${file}`);
  else if (body !== undefined) lines.push(`  -H "Content-Type: application/json"`, `  -d '${JSON.stringify(body)}'`);
  return lines.join(' \\\n');
}

/** JavaScript fetch for one operation. */
export function fetchExample(doc: OpenApiDocument, op: ApiOperation, base: string): string {
  const body = bodyOf(doc, op);
  const file = uploadedFile(op);
  const type = file ? op.requestBody!.mediaType : 'application/json';
  const headers = [op.authenticated ? `    Authorization: \`Bearer \${process.env.TALLYLINE_API_KEY}\`,` : '', body !== undefined || file ? `    'Content-Type': '${type}',` : ''].filter(Boolean);
  return [
    `const res = await fetch('${base}${pathWithExamples(op)}', {`,
    `  method: '${op.method.toUpperCase()}',`,
    ...(headers.length ? ['  headers: {', ...headers, '  },'] : []),
    ...(file ? [`  body: file, // ${file}: a File or Blob in a browser, await readFile('${file}') in Node`] : body !== undefined ? [`  body: JSON.stringify(${JSON.stringify(body, null, 2).replace(/\n/g, '\n  ')}),`] : []),
    '});',
    'if (!res.ok) throw new Error((await res.json()).error.message);',
    'const data = await res.json();',
  ].join('\n');
}

const TABLES = new Set(['datasets', 'dashboards', 'kpis']);

/** The supabase-js equivalent (same data, through the app's client), where one exists. */
export function supabaseExample(doc: OpenApiDocument, op: ApiOperation): string | undefined {
  const [first, second] = op.path.split('/').filter(Boolean);
  const body = bodyOf(doc, op);
  const json = body === undefined ? '{}' : JSON.stringify(body, null, 2);
  if (first === 'auth') {
    if (second === 'sign-in') return `const { data, error } = await supabase.auth.signInWithPassword({\n  email: 'user@example.com',\n  password: 'your-password',\n});`;
    if (second === 'sign-up') return `const { data, error } = await supabase.auth.signUp({\n  email: 'user@example.com',\n  password: 'your-password',\n  options: { data: { full_name: 'Your Name' } },\n});`;
    if (second === 'sign-out') return 'const { error } = await supabase.auth.signOut();';
    return undefined;
  }
  // Only the plain table operations have a supabase-js twin; /datasets/{id}/refresh and the like do not.
  if (!first || !TABLES.has(first) || op.path.split('/').filter(Boolean).length > 2) return undefined;
  const from = `await supabase\n  .from('${first}')`;
  const byId = op.path.includes('{');
  switch (op.method) {
    case 'get':
      return byId ? `const { data, error } = ${from}\n  .select('*')\n  .eq('id', id)\n  .single();` : `const { data, error } = ${from}\n  .select('*')\n  .order('created_at', { ascending: false });`;
    case 'post':
      return `const { data, error } = ${from}\n  .insert(${json.replace(/\n/g, '\n  ')})\n  .select()\n  .single();`;
    case 'patch':
    case 'put':
      return `const { data, error } = ${from}\n  .update(${json.replace(/\n/g, '\n  ')})\n  .eq('id', id)\n  .select()\n  .single();`;
    case 'delete':
      return `const { error } = ${from}\n  .delete()\n  .eq('id', id);`;
  }
}
