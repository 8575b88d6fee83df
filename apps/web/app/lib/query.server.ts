import { data } from 'react-router';

type Parsed<T> =
  { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } };

/** What these helpers need of a shared zod schema (the schemas live in packages/shared; the browser never loads them). */
interface Schema<T> {
  safeParse(value: unknown): Parsed<T>;
}
interface ObjectSchema<T> extends Schema<T> {
  shape: Record<string, unknown>;
}

/**
 * A page's query string, read with the shared schema that the API reads the same query with.
 * A value the schema refuses (a made-up category, page 1e20) is dropped, so the page shows its
 * default for it instead of failing. `names` maps a field to the query-string name that carries
 * it on this page (`page` ← `blogPage`).
 */
export function readQuery<T extends object>(
  params: URLSearchParams,
  schema: ObjectSchema<T>,
  names: Partial<Record<keyof T & string, string>> = {},
): Partial<T> {
  const raw: Record<string, string> = {};
  for (const field of Object.keys(schema.shape)) {
    const value = params.get(names[field as keyof T & string] ?? field);
    if (value !== null) raw[field] = value;
  }
  for (let tries = Object.keys(raw).length; tries >= 0; tries -= 1) {
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    const refused = parsed.error.issues
      .map((issue) => issue.path[0])
      .filter((key) => typeof key === 'string' && key in raw);
    if (refused.length === 0) break;
    for (const key of refused) delete raw[key as string];
  }
  return {};
}

/** Route params read with the shared schema; anything it refuses names a page that does not exist. */
export function readParamsOr404<T>(params: unknown, schema: Schema<T>): T {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}
