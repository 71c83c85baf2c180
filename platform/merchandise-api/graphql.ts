/**
 * Just enough GraphQL for the merchandise stand-in: one operation (shorthand `{…}` or
 * `query Name($v: T) {…}`), fields with optional aliases, arguments that are variables or
 * literals, nested selection sets. No fragments, directives or mutations: those are errors.
 */

type Value = string | number | boolean | null | { variable: string };

export interface Field {
  alias: string;
  name: string;
  args: Record<string, Value>;
  selections: Field[] | null;
}

export class GraphQLSyntaxError extends Error {}

type Token = { kind: 'punct'; value: string } | { kind: 'name'; value: string } | { kind: 'string'; value: string } | { kind: 'number'; value: number };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const re = /\s+|,|#[^\n\r]*|(\.\.\.|[{}()[\]:$!=@])|([_A-Za-z][_0-9A-Za-z]*)|"((?:[^"\\\n\r]|\\.)*)"|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/y;
  let at = 0;
  while (at < source.length) {
    re.lastIndex = at;
    const m = re.exec(source);
    if (!m) throw new GraphQLSyntaxError(`Syntax Error: unexpected character "${source[at]}" at ${at}.`);
    at = re.lastIndex;
    if (m[1]) tokens.push({ kind: 'punct', value: m[1] });
    else if (m[2]) tokens.push({ kind: 'name', value: m[2] });
    else if (m[3] !== undefined) tokens.push({ kind: 'string', value: JSON.parse(`"${m[3]}"`) as string });
    else if (m[4]) tokens.push({ kind: 'number', value: Number(m[4]) });
  }
  return tokens;
}

/** Parses a document with one query operation into its root fields. */
export function parseQuery(source: string): Field[] {
  const tokens = tokenize(source);
  let i = 0;
  const peek = () => tokens[i];
  const isPunct = (value: string) => peek()?.kind === 'punct' && peek()?.value === value;
  const expect = (value: string) => {
    if (!isPunct(value)) throw new GraphQLSyntaxError(`Syntax Error: expected "${value}".`);
    i += 1;
  };
  const name = (): string => {
    const t = peek();
    if (t?.kind !== 'name') throw new GraphQLSyntaxError('Syntax Error: expected a name.');
    i += 1;
    return t.value;
  };

  const value = (): Value => {
    const t = peek();
    if (!t) throw new GraphQLSyntaxError('Syntax Error: expected a value.');
    if (t.kind === 'punct' && t.value === '$') {
      i += 1;
      return { variable: name() };
    }
    i += 1;
    if (t.kind === 'string' || t.kind === 'number') return t.value;
    if (t.kind === 'name') return t.value === 'null' ? null : t.value === 'true' ? true : t.value === 'false' ? false : t.value;
    throw new GraphQLSyntaxError('Syntax Error: lists and objects are not supported here.');
  };

  const selectionSet = (): Field[] => {
    expect('{');
    const fields: Field[] = [];
    while (!isPunct('}')) {
      if (isPunct('...')) throw new GraphQLSyntaxError('Fragments are not supported.');
      if (isPunct('@')) throw new GraphQLSyntaxError('Directives are not supported.');
      let alias = name();
      let fieldName = alias;
      if (isPunct(':')) {
        i += 1;
        fieldName = name();
      } else alias = fieldName;
      const args: Record<string, Value> = {};
      if (isPunct('(')) {
        i += 1;
        while (!isPunct(')')) {
          const argName = name();
          expect(':');
          args[argName] = value();
        }
        i += 1;
      }
      if (isPunct('@')) throw new GraphQLSyntaxError('Directives are not supported.');
      fields.push({ alias, name: fieldName, args, selections: isPunct('{') ? selectionSet() : null });
    }
    i += 1;
    return fields;
  };

  if (peek()?.kind === 'name') {
    const keyword = name();
    if (keyword !== 'query') throw new GraphQLSyntaxError(`Only queries are supported, not "${keyword}".`);
    if (peek()?.kind === 'name') name();
    if (isPunct('(')) {
      // Variable definitions: their types are not checked; values come from `variables`.
      let depth = 0;
      do {
        if (isPunct('(')) depth += 1;
        if (isPunct(')')) depth -= 1;
        i += 1;
      } while (depth > 0 && i < tokens.length);
    }
  }
  const fields = selectionSet();
  if (i !== tokens.length) throw new GraphQLSyntaxError('Only one operation per document is supported.');
  return fields;
}

/** An argument's value with variables substituted. */
export function argument(field: Field, name: string, variables: Record<string, unknown>): unknown {
  const v = field.args[name];
  return v !== null && typeof v === 'object' ? variables[v.variable] : v;
}

/** Object types by name: each field is a scalar ('scalar') or the name of another object type. */
export type Schema = Record<string, Record<string, string>>;

/** Checks a selection set against `schema` (unknown fields, missing or extra sub-selections) before anything runs. */
export function validate(schema: Schema, typeName: string, selections: Field[] | null): void {
  const type = schema[typeName];
  if (!type) {
    if (selections) throw new GraphQLSyntaxError(`Field of type "${typeName}" must not have a selection.`);
    return;
  }
  if (!selections) throw new GraphQLSyntaxError(`Field of type "${typeName}" must have a selection of subfields.`);
  for (const field of selections) {
    if (field.name === '__typename') continue;
    const fieldType = type[field.name];
    if (!fieldType) throw new GraphQLSyntaxError(`Cannot query field "${field.name}" on type "${typeName}".`);
    validate(schema, fieldType, field.selections);
  }
}

/** Projects `source` (validated with {@link validate}) onto a selection set; lists element by element. */
export function project(schema: Schema, typeName: string, source: unknown, selections: Field[] | null): unknown {
  if (source === null || source === undefined) return null;
  if (Array.isArray(source)) return source.map((item) => project(schema, typeName, item, selections));
  const type = schema[typeName];
  if (!type || !selections || typeof source !== 'object') return source;
  const out: Record<string, unknown> = {};
  for (const field of selections) {
    out[field.alias] =
      field.name === '__typename' ? typeName : project(schema, type[field.name] ?? 'scalar', (source as Record<string, unknown>)[field.name], field.selections);
  }
  return out;
}
