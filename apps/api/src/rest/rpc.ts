import { PostgrestError } from './errors.js';

/** One function callable as POST /rest/v1/rpc/<name>: its named arguments and their SQL types. */
interface RpcFunction {
  args: Record<string, 'text' | 'uuid'>;
  /** STABLE functions may also be called with GET and the arguments in the query string. */
  readOnly: boolean;
}

/**
 * The functions /rest/v1/rpc exposes — a fixed list, not every function of schema public
 * (those include helpers such as api_key_authenticate, executable by anon for the server's own
 * use). Postgres' EXECUTE grants and row-level security still decide who may call them.
 * See supabase/migrations/0106_dashboard_share_links.sql.
 */
export const RPC_FUNCTIONS: Readonly<Record<string, RpcFunction>> = {
  shared_dashboard: { args: { share_token: 'text' }, readOnly: false }, // it records the opening (migration 0422)
  share_dashboard: { args: { dashboard: 'uuid' }, readOnly: false },
  unshare_dashboard: { args: { dashboard: 'uuid' }, readOnly: false },
};

/** Longest text argument accepted (a share token is 43 characters). */
const MAX_ARG_LENGTH = 200;

/**
 * The statement for a call: `SELECT to_json(public.fn(arg := $1::type, …))::text AS body`, with the
 * arguments as parameters. Unknown functions answer 404 PGRST202, unknown or missing arguments 400.
 */
export function rpcCall(name: string, input: Record<string, unknown>, method: string): { sql: string; params: unknown[] } {
  const fn = Object.hasOwn(RPC_FUNCTIONS, name) ? RPC_FUNCTIONS[name] : undefined;
  if (!fn) {
    throw new PostgrestError(404, 'PGRST202', `Could not find the function public.${name} in the schema cache`);
  }
  if (!fn.readOnly && method !== 'POST') {
    throw new PostgrestError(405, 'PGRST101', 'Cannot use the GET method on RPC to call a volatile function');
  }
  const names = Object.keys(fn.args);
  const extra = Object.keys(input).filter((k) => !names.includes(k));
  const missing = names.filter((k) => !(k in input));
  if (extra.length > 0 || missing.length > 0) {
    throw new PostgrestError(
      404,
      'PGRST202',
      `Could not find the function public.${name}(${Object.keys(input).sort().join(', ')}) in the schema cache`,
      null,
      `The function takes (${names.join(', ')})`,
    );
  }
  const params: unknown[] = [];
  const named = names.map((k) => {
    const v = input[k];
    if (typeof v !== 'string' || v.length > MAX_ARG_LENGTH) {
      throw new PostgrestError(400, 'PGRST102', `Argument ${k} must be a string of at most ${MAX_ARG_LENGTH} characters`);
    }
    params.push(v);
    return `${k} := $${params.length}::${fn.args[k]}`;
  });
  return { sql: `SELECT to_json(public.${name}(${named.join(', ')}))::text AS body`, params };
}
