/**
 * Python MCP servers read from source: FastMCP tools (the official SDK's `mcp.server.fastmcp` and the standalone
 * `fastmcp`) registered with `@x.tool(…)`, `x.tool(…)(fn)` or `x.add_tool(fn, …)`, and the low-level SDK's
 * `types.Tool(name=…, description=…, inputSchema=…)`. Names, descriptions and input schemas are built the way the
 * framework builds them at run time (pydantic's JSON Schema of the signature), from the syntax tree alone: the
 * code is parsed, never imported or run. What is computed at run time is left out and said so.
 */
import { field, lineOf, named, parseSource, type Node } from './parser.ts';
import type { SourceTree } from './tree.ts';
import {
  known,
  unknownValue,
  worse,
  type ExtractedTool,
  type Known,
  type Pattern,
  type Unread,
  type Value,
} from './extraction.ts';

/** Which FastMCP builds the tools: the official SDK keeps pydantic's titles and the raw docstring; the standalone one prunes titles and cleans the docstring. */
type Flavour = 'mcp' | 'fastmcp';

interface Def {
  file: PyFile;
  node: Node;
}

interface PyFile {
  path: string;
  root: Node;
  flavour?: Flavour;
  /** True when the file imports an MCP framework (mcp or fastmcp): only then are its .tool() calls MCP tools. */
  mcp: boolean;
  assigns: Map<string, Node>;
  functions: Map<string, Node>;
  classes: Map<string, Node>;
}

export interface PyIndex {
  files: PyFile[];
  classes: Map<string, Def[]>;
  functions: Map<string, Def[]>;
  assigns: Map<string, Def[]>;
  /** Files read to build a definition beside the registering file (a model, a constant). */
  used: Set<string>;
}

const push = <T>(map: Map<string, T[]>, key: string, value: T) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

function indexFile(path: string, root: Node): PyFile {
  const file: PyFile = { path, root, mcp: false, assigns: new Map(), functions: new Map(), classes: new Map() };
  for (const statement of named(root)) {
    let node = statement;
    if (node.type === 'decorated_definition') node = field(node, 'definition') ?? node;
    if (node.type === 'function_definition') file.functions.set(field(node, 'name')!.text, node);
    else if (node.type === 'class_definition') file.classes.set(field(node, 'name')!.text, node);
    else if (node.type === 'expression_statement') {
      const assignment = named(node)[0];
      if (assignment?.type === 'assignment') {
        const left = field(assignment, 'left');
        const right = field(assignment, 'right');
        if (left?.type === 'identifier' && right) file.assigns.set(left.text, right);
      }
    } else if (node.type === 'import_from_statement' || node.type === 'import_statement') {
      const module = field(node, 'module_name')?.text ?? named(node)[0]?.text ?? '';
      if (/^(mcp|fastmcp)(\.|$)/.test(module)) {
        file.mcp = true;
        if (/^fastmcp(\.|$)/.test(module)) file.flavour = 'fastmcp';
        else file.flavour ??= 'mcp';
      }
    }
  }
  return file;
}

export async function indexPython(tree: SourceTree, paths: string[]): Promise<PyIndex> {
  const index: PyIndex = { files: [], classes: new Map(), functions: new Map(), assigns: new Map(), used: new Set() };
  for (const path of paths) {
    const root = (await parseSource('python', tree.read(path))).rootNode;
    const file = indexFile(path, root);
    index.files.push(file);
    for (const [name, node] of file.classes) push(index.classes, name, { file, node });
    for (const [name, node] of file.functions) push(index.functions, name, { file, node });
    for (const [name, node] of file.assigns) push(index.assigns, name, { file, node });
  }
  return index;
}

/** A name's definition: the file's own first, else the only one of that name among the files read. */
function lookup<T extends Def>(defs: Map<string, T[]>, name: string, from: PyFile): T | undefined {
  const all = defs.get(name) ?? [];
  return all.find((d) => d.file === from) ?? (all.length === 1 ? all[0] : undefined);
}

// ---------------------------------------------------------------------------------------------------------------
// Values

const ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '\\': '\\',
  "'": "'",
  '"': '"',
  a: '\x07',
  b: '\b',
  f: '\f',
  v: '\v',
  '0': '\0',
  '\n': '',
};

/** Python's escape sequences in a non-raw string. */
export function decodePythonEscapes(text: string): string {
  return text.replace(
    /\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|N\{[^}]*\}|[0-7]{1,3}|[\s\S])/g,
    (all, code: string) => {
      if (/^[xuU]/.test(code)) return String.fromCodePoint(parseInt(code.slice(1), 16));
      if (/^[0-7]+$/.test(code)) return String.fromCodePoint(parseInt(code, 8));
      if (code.startsWith('N{')) return all;
      return ESCAPES[code] ?? all;
    },
  );
}

function stringValue(node: Node, ctx: ValueContext): Value {
  const start = node.children.find((c) => c?.type === 'string_start')?.text ?? '"';
  const prefix = start.replace(/['"]+$/, '').toLowerCase();
  if (prefix.includes('b')) return unknownValue('a bytes literal');
  const raw = prefix.includes('r');
  const formatted = prefix.includes('f') || prefix.includes('t');
  let text = '';
  const partial: string[] = [];
  for (const child of node.children) {
    if (!child) continue;
    if (child.type === 'string_content') {
      let piece = child.text;
      if (formatted) piece = piece.replace(/\{\{/g, '{').replace(/\}\}/g, '}');
      text += raw ? piece : decodePythonEscapes(piece);
    } else if (child.type === 'interpolation') {
      const expression = field(child, 'expression');
      const hasFormat = child.children.some((c) => c?.type === 'format_specifier' || c?.type === 'type_conversion');
      const inner = expression && !hasFormat ? evaluate(expression, ctx) : undefined;
      if (inner?.ok && !inner.partial && (typeof inner.value === 'string' || typeof inner.value === 'number')) {
        text += String(inner.value);
      } else {
        const shown = `{${expression?.text ?? child.text.slice(1, -1)}}`;
        text += shown;
        partial.push(shown);
      }
    }
  }
  return known(text, partial);
}

interface ValueContext {
  file: PyFile;
  index: PyIndex;
  depth: number;
}

const within = (ctx: ValueContext, file: PyFile = ctx.file): ValueContext => ({ ...ctx, file, depth: ctx.depth + 1 });

function joinStrings(parts: Value[]): Value {
  let text = '';
  const partial: string[] = [];
  for (const part of parts) {
    if (!part.ok) return part;
    if (typeof part.value !== 'string') return unknownValue('a string joined with something else');
    text += part.value;
    partial.push(...(part.partial ?? []));
  }
  return known(text, partial);
}

/** Python's textwrap.dedent: the longest common leading whitespace of the non-blank lines goes. */
export function dedent(text: string): string {
  const lines = text.split('\n');
  let margin: string | undefined;
  for (const line of lines) {
    if (line.trim() === '') continue;
    const indent = /^[ \t]*/.exec(line)![0];
    if (margin === undefined || indent.length < margin.length) margin = indent;
  }
  return lines
    .map((line) => (line.trim() === '' ? line.replace(/^[ \t]+$/, '') : line.slice(margin?.length ?? 0)))
    .join('\n');
}

/** inspect.cleandoc: the first line stripped, the rest dedented, leading and trailing blank lines dropped. */
export function cleandoc(text: string): string {
  const lines = text.replace(/\t/g, '        ').split('\n');
  let margin = Infinity;
  for (const line of lines.slice(1)) {
    const content = line.trimStart();
    if (content) margin = Math.min(margin, line.length - content.length);
  }
  const out = [
    lines[0]!.trimStart(),
    ...lines
      .slice(1)
      .map((line) =>
        (margin === Infinity ? line : line.slice(margin)).trimEnd() === ''
          ? ''
          : margin === Infinity
            ? line
            : line.slice(margin),
      ),
  ];
  while (out.length > 0 && out[0]!.trim() === '') out.shift();
  while (out.length > 0 && out[out.length - 1]!.trim() === '') out.pop();
  return out.join('\n');
}

/** A Python expression's value, when it is made of literals and module-level constants; never by running it. */
function evaluate(node: Node, ctx: ValueContext): Value {
  if (ctx.depth > 24) return unknownValue('too deep a chain of names');
  switch (node.type) {
    case 'string':
      return stringValue(node, ctx);
    case 'concatenated_string':
      return joinStrings(named(node).map((part) => evaluate(part, ctx)));
    case 'integer': {
      const text = node.text.replace(/_/g, '').toLowerCase();
      if (/[jl]$/.test(text)) return unknownValue('a complex number');
      return known(Number(text.startsWith('0o') ? parseInt(text.slice(2), 8) : text));
    }
    case 'float':
      return known(Number(node.text.replace(/_/g, '')));
    case 'true':
      return known(true);
    case 'false':
      return known(false);
    case 'none':
      return known(null);
    case 'parenthesized_expression':
    case 'type':
    case 'expression_statement': {
      const inner = named(node).filter((c) => c.type !== 'comment')[0];
      return inner ? evaluate(inner, ctx) : unknownValue('an empty expression');
    }
    case 'unary_operator': {
      const operand = field(node, 'argument');
      const value = operand ? evaluate(operand, ctx) : unknownValue('no operand');
      const operator = field(node, 'operator')?.text ?? node.text[0];
      if (!value.ok || typeof value.value !== 'number') return value.ok ? unknownValue(`${node.text}`) : value;
      return known(operator === '-' ? -value.value : value.value);
    }
    case 'list':
    case 'tuple':
    case 'set': {
      const items: unknown[] = [];
      const partial: string[] = [];
      for (const item of named(node).filter((c) => c.type !== 'comment')) {
        if (item.type === 'list_splat') return unknownValue(`a list built with *${item.text}`);
        const value = evaluate(item, within(ctx));
        if (!value.ok) return value;
        items.push(value.value);
        partial.push(...(value.partial ?? []));
      }
      return known(items, partial);
    }
    case 'dictionary': {
      const object: Record<string, unknown> = {};
      const partial: string[] = [];
      for (const pair of named(node).filter((c) => c.type !== 'comment')) {
        if (pair.type !== 'pair') return unknownValue(`a dict built with ${pair.text.slice(0, 40)}`);
        const key = evaluate(field(pair, 'key')!, within(ctx));
        if (!key.ok || typeof key.value !== 'string') return unknownValue(`a dict key ${field(pair, 'key')!.text}`);
        const value = evaluate(field(pair, 'value')!, within(ctx));
        if (!value.ok) return value;
        object[key.value] = value.value;
        partial.push(...(key.partial ?? []), ...(value.partial ?? []));
      }
      return known(object, partial);
    }
    case 'binary_operator': {
      const operator = field(node, 'operator')?.text;
      if (operator !== '+') return unknownValue(`an expression with ${operator}`);
      const left = evaluate(field(node, 'left')!, within(ctx));
      const right = evaluate(field(node, 'right')!, within(ctx));
      if (left.ok && right.ok && typeof left.value === 'number' && typeof right.value === 'number')
        return known(left.value + right.value);
      if (left.ok && right.ok && Array.isArray(left.value) && Array.isArray(right.value))
        return known([...left.value, ...right.value], [...(left.partial ?? []), ...(right.partial ?? [])]);
      return joinStrings([left, right]);
    }
    case 'identifier': {
      const name = node.text;
      const def = lookup(ctx.index.assigns, name, ctx.file);
      if (!def) return unknownValue(`the name ${name}, not a constant of the files read`);
      if (def.file !== ctx.file) ctx.index.used.add(def.file.path);
      return evaluate(def.node, within(ctx, def.file));
    }
    case 'attribute': {
      // A class constant or enum member: Class.NAME.
      const object = field(node, 'object');
      const attribute = field(node, 'attribute')?.text;
      if (object?.type === 'identifier' && attribute) {
        const cls = lookup(ctx.index.classes, object.text, ctx.file);
        const value = cls && classConstant(cls, attribute);
        if (value) {
          if (cls.file !== ctx.file) ctx.index.used.add(cls.file.path);
          return evaluate(value, within(ctx, cls.file));
        }
      }
      return unknownValue(`${node.text}, computed at run time`);
    }
    case 'call': {
      const fn = field(node, 'function');
      const args = named(field(node, 'arguments') ?? node).filter((c) => c.type !== 'comment');
      const callee = fn?.type === 'attribute' ? field(fn, 'attribute')?.text : fn?.text;
      // String methods and helpers whose result is a plain function of their literal argument.
      if (fn?.type === 'attribute' && ['strip', 'lstrip', 'rstrip'].includes(callee ?? '') && args.length === 0) {
        const target = evaluate(field(fn, 'object')!, within(ctx));
        if (!target.ok || typeof target.value !== 'string') return target.ok ? unknownValue(node.text) : target;
        const value =
          callee === 'strip'
            ? target.value.trim()
            : callee === 'lstrip'
              ? target.value.trimStart()
              : target.value.trimEnd();
        return known(value, target.partial);
      }
      if ((callee === 'dedent' || callee === 'cleandoc') && args.length === 1) {
        const value = evaluate(args[0]!, within(ctx));
        if (!value.ok || typeof value.value !== 'string') return value.ok ? unknownValue(node.text) : value;
        return known(callee === 'dedent' ? dedent(value.value) : cleandoc(value.value), value.partial);
      }
      if (fn?.type === 'attribute' && callee === 'join' && args.length === 1) {
        const separator = evaluate(field(fn, 'object')!, within(ctx));
        const list = evaluate(args[0]!, within(ctx));
        if (
          separator.ok &&
          list.ok &&
          typeof separator.value === 'string' &&
          Array.isArray(list.value) &&
          list.value.every((v) => typeof v === 'string')
        )
          return known(list.value.join(separator.value), [...(separator.partial ?? []), ...(list.partial ?? [])]);
      }
      if ((callee === 'dict' || callee === 'list') && args.length === 0) return known(callee === 'dict' ? {} : []);
      return unknownValue(`${node.text.length > 60 ? `${node.text.slice(0, 57)}…` : node.text}, computed at run time`);
    }
    case 'ellipsis':
      return unknownValue('...');
    default:
      return unknownValue(`${node.type} ${node.text.slice(0, 40)}`);
  }
}

/** The value node of `NAME = …` in a class body. */
function classConstant(cls: Def, name: string): Node | undefined {
  const body = field(cls.node, 'body');
  for (const statement of body ? named(body) : []) {
    const assignment = statement.type === 'expression_statement' ? named(statement)[0] : undefined;
    if (assignment?.type === 'assignment' && field(assignment, 'left')?.text === name)
      return field(assignment, 'right');
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Keyword arguments

interface CallArgs {
  positional: Node[];
  keywords: Map<string, Node>;
  splat: boolean;
}

function callArgs(call: Node): CallArgs {
  const result: CallArgs = { positional: [], keywords: new Map(), splat: false };
  const list = field(call, 'arguments');
  for (const arg of list ? named(list) : []) {
    if (arg.type === 'comment') continue;
    if (arg.type === 'keyword_argument') result.keywords.set(field(arg, 'name')!.text, field(arg, 'value')!);
    else if (arg.type === 'list_splat' || arg.type === 'dictionary_splat') result.splat = true;
    else result.positional.push(arg);
  }
  return result;
}

const calleeName = (call: Node): string | undefined => {
  const fn = field(call, 'function');
  if (!fn) return undefined;
  return fn.type === 'attribute' ? field(fn, 'attribute')?.text : fn.text;
};

// ---------------------------------------------------------------------------------------------------------------
// Type hints to JSON Schema, as pydantic writes them

interface SchemaContext extends ValueContext {
  flavour: Flavour;
  defs: Record<string, Record<string, unknown>>;
  notes: string[];
  known: Known;
  /** Models being converted, against cycles. */
  stack: string[];
}

const missing = (ctx: SchemaContext, note: string): Record<string, unknown> => {
  ctx.notes.push(note);
  ctx.known = worse(ctx.known, 'partial');
  return {};
};

/** Python's str.title(), as pydantic uses it for a field's title. */
export function pyTitle(name: string): string {
  let out = '';
  let previousCased = false;
  for (const char of name) {
    const cased = char.toLowerCase() !== char.toUpperCase();
    out += cased ? (previousCased ? char.toLowerCase() : char.toUpperCase()) : char;
    previousCased = cased;
  }
  return out.replace(/_/g, ' ').trim();
}

/** pydantic's key order: every mapping sorted, except the properties of an object and a default value. */
function pydanticSort(value: unknown, parent?: string): unknown {
  if (Array.isArray(value)) return value.map((v) => pydanticSort(v, parent === 'default' ? 'default' : undefined));
  if (value === null || typeof value !== 'object') return value;
  const keys = Object.keys(value);
  const ordered = parent === 'properties' || parent === 'default' || parent === '$defs' ? keys : [...keys].sort();
  const out: Record<string, unknown> = {};
  for (const key of ordered)
    out[key] = pydanticSort(
      (value as Record<string, unknown>)[key],
      parent === 'properties' || parent === '$defs' ? undefined : key,
    );
  return out;
}

const typeArgs = (node: Node): Node[] => {
  if (node.type === 'generic_type') {
    const params = named(node).find((c) => c.type === 'type_parameter');
    return params ? named(params) : [];
  }
  if (node.type === 'subscript') return node.childrenForFieldName('subscript').filter((c): c is Node => c !== null);
  return [];
};

const typeHead = (node: Node): string | undefined => {
  const head = node.type === 'generic_type' ? named(node)[0] : node.type === 'subscript' ? field(node, 'value') : node;
  if (!head) return undefined;
  if (head.type === 'identifier') return head.text;
  if (head.type === 'attribute') return field(head, 'attribute')?.text;
  return undefined;
};

const unwrapType = (node: Node): Node => (node.type === 'type' && named(node)[0] ? unwrapType(named(node)[0]!) : node);

const SIMPLE: Record<string, Record<string, unknown>> = {
  str: { type: 'string' },
  int: { type: 'integer' },
  float: { type: 'number' },
  bool: { type: 'boolean' },
  bytes: { format: 'binary', type: 'string' },
  Any: {},
  object: {},
  dict: { additionalProperties: true, type: 'object' },
  Dict: { additionalProperties: true, type: 'object' },
  Mapping: { additionalProperties: true, type: 'object' },
  list: { items: {}, type: 'array' },
  List: { items: {}, type: 'array' },
  Sequence: { items: {}, type: 'array' },
  tuple: { items: {}, type: 'array' },
  set: { items: {}, type: 'array', uniqueItems: true },
  datetime: { format: 'date-time', type: 'string' },
  date: { format: 'date', type: 'string' },
  time: { format: 'time', type: 'string' },
  UUID: { format: 'uuid', type: 'string' },
  Path: { format: 'path', type: 'string' },
  HttpUrl: { format: 'uri', maxLength: 2083, minLength: 1, type: 'string' },
  AnyUrl: { format: 'uri', minLength: 1, type: 'string' },
  EmailStr: { format: 'email', type: 'string' },
  Decimal: { anyOf: [{ type: 'number' }, { type: 'string' }] },
};

/** What an Annotated[...] or a Field(...) adds to a property. */
interface FieldInfo {
  description?: Value;
  title?: Value;
  default?: Value;
  hasDefault: boolean;
  required?: boolean;
  alias?: string;
  extra: Record<string, unknown>;
}

const CONSTRAINTS: Record<string, string> = {
  ge: 'minimum',
  le: 'maximum',
  gt: 'exclusiveMinimum',
  lt: 'exclusiveMaximum',
  multiple_of: 'multipleOf',
  pattern: 'pattern',
  examples: 'examples',
};

function fieldInfo(call: Node, ctx: SchemaContext, info: FieldInfo = { hasDefault: false, extra: {} }): FieldInfo {
  const { positional, keywords } = callArgs(call);
  const first = positional[0] ?? keywords.get('default');
  if (first) {
    if (first.type === 'ellipsis') info.required = true;
    else {
      info.hasDefault = true;
      info.default = evaluate(first, ctx);
    }
  }
  if (keywords.has('default_factory')) info.hasDefault = true;
  if (keywords.has('description')) info.description = evaluate(keywords.get('description')!, ctx);
  if (keywords.has('title')) info.title = evaluate(keywords.get('title')!, ctx);
  const alias = keywords.get('alias') ?? keywords.get('validation_alias');
  if (alias) {
    const value = evaluate(alias, ctx);
    if (value.ok && typeof value.value === 'string') info.alias = value.value;
  }
  for (const [key, node] of keywords) {
    const name = CONSTRAINTS[key] ?? (['min_length', 'max_length'].includes(key) ? key : undefined);
    if (!name) continue;
    const value = evaluate(node, ctx);
    if (value.ok) info.extra[name] = value.value;
    else missing(ctx, `constraint ${key}=${node.text} is computed at run time`);
  }
  return info;
}

const isFieldCall = (node: Node | undefined): node is Node => node?.type === 'call' && calleeName(node) === 'Field';

/** A type hint's schema (without the property's own title, description or default). */
function typeSchema(raw: Node, ctx: SchemaContext, info?: FieldInfo): Record<string, unknown> {
  const node = unwrapType(raw);
  if (node.type === 'none') return { type: 'null' };
  if (node.type === 'string') {
    const value = evaluate(node, ctx);
    if (value.ok && typeof value.value === 'string' && /^[A-Za-z_][\w.]*$/.test(value.value))
      return namedType(value.value.split('.').pop()!, ctx);
    return missing(ctx, `the type ${node.text} is not understood`);
  }
  if (node.type === 'binary_operator' && field(node, 'operator')?.text === '|') {
    return union([field(node, 'left')!, field(node, 'right')!], ctx);
  }
  if (node.type === 'union_type') return union(named(node), ctx);
  if (node.type === 'generic_type' || node.type === 'subscript') {
    const head = typeHead(node);
    const args = typeArgs(node);
    switch (head) {
      case 'Optional':
        return union([args[0]!, undefined], ctx);
      case 'Union':
        return union(args, ctx);
      case 'Annotated': {
        const inner = info ?? { hasDefault: false, extra: {} };
        for (const meta of args.slice(1).map(unwrapType)) {
          if (isFieldCall(meta)) fieldInfo(meta, ctx, inner);
        }
        return typeSchema(args[0]!, ctx, inner);
      }
      case 'Literal': {
        const values: unknown[] = [];
        for (const arg of args) {
          const value = evaluate(unwrapType(arg), ctx);
          if (!value.ok) return missing(ctx, `a Literal value ${arg.text} is computed`);
          values.push(value.value);
        }
        const types = [
          ...new Set(
            values.map((v) =>
              v === null
                ? 'null'
                : typeof v === 'string'
                  ? 'string'
                  : typeof v === 'boolean'
                    ? 'boolean'
                    : Number.isInteger(v)
                      ? 'integer'
                      : 'number',
            ),
          ),
        ];
        const schema: Record<string, unknown> = values.length === 1 ? { const: values[0] } : { enum: values };
        if (types.length === 1) schema.type = types[0];
        return schema;
      }
      case 'list':
      case 'List':
      case 'Sequence':
      case 'Iterable':
      case 'set':
      case 'Set':
      case 'frozenset':
      case 'tuple':
      case 'Tuple': {
        if (
          (head === 'tuple' || head === 'Tuple') &&
          !(args.length === 2 && unwrapType(args[1]!).type === 'ellipsis')
        ) {
          return {
            maxItems: args.length,
            minItems: args.length,
            prefixItems: args.map((a) => typeSchema(a, ctx)),
            type: 'array',
          };
        }
        const schema: Record<string, unknown> = { items: args[0] ? typeSchema(args[0], ctx) : {}, type: 'array' };
        if (/^(set|Set|frozenset)$/.test(head)) schema.uniqueItems = true;
        return schema;
      }
      case 'dict':
      case 'Dict':
      case 'Mapping':
      case 'MutableMapping': {
        const value = args[1] ? typeSchema(args[1], ctx) : {};
        return { additionalProperties: Object.keys(value).length === 0 ? true : value, type: 'object' };
      }
      case 'Context':
        return {};
      default:
        return missing(ctx, `the generic type ${node.text} is not understood`);
    }
  }
  if (node.type === 'identifier' || node.type === 'attribute') {
    const name = node.type === 'identifier' ? node.text : field(node, 'attribute')!.text;
    return namedType(name, ctx);
  }
  return missing(ctx, `the type ${node.text} is not understood`);
}

function union(members: Array<Node | undefined>, ctx: SchemaContext): Record<string, unknown> {
  const schemas: Record<string, unknown>[] = [];
  const flat: Array<Node | undefined> = [];
  const walk = (m: Node | undefined) => {
    const node = m && unwrapType(m);
    if (node?.type === 'binary_operator' && field(node, 'operator')?.text === '|') {
      walk(field(node, 'left'));
      walk(field(node, 'right'));
    } else if (node?.type === 'union_type') {
      named(node).forEach(walk);
    } else if (
      node &&
      (node.type === 'generic_type' || node.type === 'subscript') &&
      /^(Optional|Union)$/.test(typeHead(node) ?? '')
    ) {
      const args = typeArgs(node);
      args.forEach(walk);
      if (typeHead(node) === 'Optional') flat.push(undefined);
    } else flat.push(node);
  };
  members.forEach(walk);
  let nullable = false;
  for (const member of flat) {
    if (member === undefined || member.type === 'none') nullable = true;
    else schemas.push(typeSchema(member, ctx));
  }
  if (nullable) schemas.push({ type: 'null' });
  return schemas.length === 1 ? schemas[0]! : { anyOf: schemas };
}

function namedType(name: string, ctx: SchemaContext): Record<string, unknown> {
  if (SIMPLE[name]) return structuredClone(SIMPLE[name]!);
  if (name === 'None') return { type: 'null' };
  const cls = lookup(ctx.index.classes, name, ctx.file);
  if (cls) {
    if (cls.file !== ctx.file) ctx.index.used.add(cls.file.path);
    return classSchema(cls, ctx);
  }
  const alias = lookup(ctx.index.assigns, name, ctx.file);
  if (alias && /^(generic_type|subscript|binary_operator)$/.test(alias.node.type)) {
    if (alias.file !== ctx.file) ctx.index.used.add(alias.file.path);
    return typeSchema(alias.node, { ...ctx, file: alias.file });
  }
  return missing(ctx, `the type ${name} is not defined in the files read`);
}

const baseNames = (cls: Node): string[] => {
  const bases = field(cls, 'superclasses');
  return bases ? named(bases).map((b) => (b.type === 'attribute' ? field(b, 'attribute')!.text : b.text)) : [];
};

function docstringOf(body: Node | undefined, ctx: ValueContext): Value | undefined {
  const first = body ? named(body).find((c) => c.type !== 'comment') : undefined;
  if (first?.type !== 'expression_statement') return undefined;
  const string = named(first)[0];
  if (string?.type !== 'string' && string?.type !== 'concatenated_string') return undefined;
  return evaluate(string, ctx);
}

/** An Enum or a pydantic model class, put in $defs and referenced. */
function classSchema(cls: Def, outer: SchemaContext): Record<string, unknown> {
  const name = field(cls.node, 'name')!.text;
  const ref = { $ref: `#/$defs/${name}` };
  if (outer.defs[name] || outer.stack.includes(name)) return ref;
  const ctx: SchemaContext = { ...outer, file: cls.file, depth: outer.depth + 1 };
  const bases = baseNames(cls.node);
  const body = field(cls.node, 'body');
  const doc = docstringOf(body, ctx);
  const schema: Record<string, unknown> = {};
  if (bases.some((b) => /Enum$/.test(b))) {
    const values: unknown[] = [];
    for (const statement of body ? named(body) : []) {
      const assignment = statement.type === 'expression_statement' ? named(statement)[0] : undefined;
      if (assignment?.type !== 'assignment' || field(assignment, 'left')?.type !== 'identifier') continue;
      const value = evaluate(field(assignment, 'right')!, ctx);
      if (!value.ok) return missing(outer, `a member of the enum ${name} is computed`);
      values.push(value.value);
    }
    const types = [...new Set(values.map((v) => typeof v))];
    schema.enum = values;
    if (types.length === 1)
      schema.type =
        types[0] === 'string'
          ? 'string'
          : types[0] === 'number'
            ? values.every((v) => Number.isInteger(v))
              ? 'integer'
              : 'number'
            : types[0];
  } else if (
    bases.some((b) => /^(BaseModel|TypedDict)$/.test(b)) ||
    bases.some((b) => lookup(outer.index.classes, b, cls.file))
  ) {
    outer.stack.push(name);
    const inherited: Record<string, unknown> = {};
    const required: string[] = [];
    for (const base of bases) {
      const parent = lookup(outer.index.classes, base, cls.file);
      if (!parent) continue;
      const parentSchema = classSchema(parent, outer);
      const parentName = field(parent.node, 'name')!.text;
      const resolved = parentSchema.$ref ? outer.defs[parentName] : parentSchema;
      Object.assign(inherited, (resolved?.properties as Record<string, unknown>) ?? {});
      required.push(...((resolved?.required as string[]) ?? []));
      if (parentSchema.$ref && !outer.stack.includes(parentName)) delete outer.defs[parentName];
    }
    const properties: Record<string, unknown> = { ...inherited };
    const typed = bases.includes('TypedDict');
    for (const statement of body ? named(body) : []) {
      const assignment = statement.type === 'expression_statement' ? named(statement)[0] : undefined;
      if (assignment?.type !== 'assignment') continue;
      const left = field(assignment, 'left');
      const type = field(assignment, 'type');
      if (left?.type !== 'identifier' || !type || left.text === 'model_config' || /ClassVar/.test(type.text)) continue;
      const property = propertySchema(left.text, type, field(assignment, 'right'), ctx);
      properties[property.name] = property.schema;
      if (property.required || typed) required.push(property.name);
    }
    outer.stack.pop();
    schema.properties = properties;
    if (required.length > 0) schema.required = [...new Set(required)];
    schema.type = 'object';
  } else {
    return missing(outer, `the class ${name} is neither a pydantic model nor an Enum`);
  }
  if (doc?.ok && typeof doc.value === 'string') schema.description = cleandoc(doc.value);
  if (outer.flavour === 'mcp') schema.title = name;
  outer.defs[name] = schema;
  return ref;
}

/** One property: the type's schema with the field's title, description, default and constraints. */
function propertySchema(
  name: string,
  type: Node | undefined,
  defaultNode: Node | undefined,
  ctx: SchemaContext,
): { name: string; schema: Record<string, unknown>; required: boolean } {
  const info: FieldInfo = { hasDefault: false, extra: {} };
  // A default may name a Field(...) kept in a module constant: SERVICE_CODE_FIELD = Field(..., description=...).
  const shared = defaultNode?.type === 'identifier' ? lookup(ctx.index.assigns, defaultNode.text, ctx.file) : undefined;
  if (shared && isFieldCall(shared.node)) {
    if (shared.file !== ctx.file) ctx.index.used.add(shared.file.path);
    fieldInfo(shared.node, { ...ctx, file: shared.file }, info);
  } else if (isFieldCall(defaultNode)) fieldInfo(defaultNode, ctx, info);
  else if (defaultNode) {
    info.hasDefault = true;
    info.default = evaluate(defaultNode, ctx);
  }
  let base: Record<string, unknown>;
  if (type) base = typeSchema(type, ctx, info);
  else {
    // The official SDK gives an unannotated parameter a string schema titled with its name.
    base = ctx.flavour === 'mcp' ? { title: name, type: 'string' } : {};
  }
  const schema: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(info.extra)) {
    if (key === 'min_length' || key === 'max_length') {
      const array = schema.type === 'array';
      schema[`${key === 'min_length' ? 'min' : 'max'}${array ? 'Items' : 'Length'}`] = value;
    } else schema[key] = value;
  }
  if (info.description) {
    if (info.description.ok && typeof info.description.value === 'string') {
      schema.description = info.description.value;
      if (info.description.partial) {
        ctx.notes.push(`the description of ${name} has run-time parts ${info.description.partial.join(', ')}`);
        ctx.known = worse(ctx.known, 'partial');
      }
    } else missing(ctx, `the description of ${name} is computed at run time`);
  }
  if (info.hasDefault && info.default) {
    if (info.default.ok && !info.default.partial) schema.default = info.default.value;
    else missing(ctx, `the default of ${name} is computed at run time`);
  }
  const propertyName = info.alias ?? name;
  // pydantic titles a field from its name unless the field is a bare reference to a model or enum.
  if (ctx.flavour === 'mcp' && type && !schema.$ref) {
    schema.title = info.title?.ok && typeof info.title.value === 'string' ? info.title.value : pyTitle(propertyName);
  }
  return { name: propertyName, schema, required: !info.hasDefault || info.required === true };
}

// ---------------------------------------------------------------------------------------------------------------
// Tools

const parameterParts = (param: Node): { name?: string; type?: Node; value?: Node; special: boolean } => {
  switch (param.type) {
    case 'identifier':
      return { name: param.text, special: false };
    case 'typed_parameter': {
      const inner = named(param)[0]!;
      if (inner.type !== 'identifier') return { special: true };
      return { name: inner.text, type: field(param, 'type'), special: false };
    }
    case 'default_parameter':
    case 'typed_default_parameter':
      return {
        name: field(param, 'name')?.text,
        type: field(param, 'type'),
        value: field(param, 'value'),
        special: false,
      };
    default:
      return { special: param.type !== 'keyword_separator' && param.type !== 'positional_separator' };
  }
};

const isContext = (type: Node | undefined): boolean => {
  if (!type) return false;
  const text = unwrapType(type).text.replace(/\s/g, '');
  return /(^|\.|\[|\|)Context(\[|$|\||\])/.test(text) || /^(Optional\[)?(fastmcp\.)?Context/.test(text);
};

interface Registration {
  file: PyFile;
  node: Node;
  pattern: Pattern;
  fn?: Def;
  /** The decorator's or call's own arguments (name=, description=, …). */
  options?: Node;
  /** Bound method: the first parameter is self. */
  bound: boolean;
  unreadReason?: string;
}

/** Builds the tool a FastMCP registration makes. */
function fastmcpTool(reg: Registration & { fn: Def }, index: PyIndex): ExtractedTool {
  const file = reg.fn.file;
  if (file !== reg.file) index.used.add(file.path);
  const flavour: Flavour = reg.file.flavour ?? file.flavour ?? 'mcp';
  const ctx: SchemaContext = { file, index, depth: 0, flavour, defs: {}, notes: [], known: 'static', stack: [] };
  const optionCtx: ValueContext = { file: reg.file, index, depth: 0 };
  const fnName = field(reg.fn.node, 'name')!.text;
  const options = reg.options
    ? callArgs(reg.options)
    : { positional: [], keywords: new Map<string, Node>(), splat: false };
  const notes: string[] = [];
  let name = fnName;
  const nameNode =
    options.keywords.get('name') ?? (options.positional[0]?.type === 'string' ? options.positional[0] : undefined);
  if (nameNode) {
    const value = evaluate(nameNode, optionCtx);
    if (value.ok && typeof value.value === 'string' && !value.partial) name = value.value;
    else notes.push(`the name is computed (${nameNode.text}); the function's name ${fnName} stands in`);
  }
  const tool: ExtractedTool['tool'] = { name };
  let description: Known = 'static';
  const titleNode = options.keywords.get('title');
  if (titleNode) {
    const value = evaluate(titleNode, optionCtx);
    if (value.ok && typeof value.value === 'string') tool.title = value.value;
    else notes.push('the title is computed at run time');
  }
  const descriptionNode = options.keywords.get('description');
  if (descriptionNode && descriptionNode.type !== 'none') {
    const value = evaluate(descriptionNode, optionCtx);
    if (value.ok && typeof value.value === 'string') {
      tool.description = value.value;
      if (value.partial) {
        description = 'partial';
        notes.push(`the description has run-time parts, shown as written: ${value.partial.join(', ')}`);
      }
    } else {
      description = 'unknown';
      notes.push(`the description is computed at run time (${value.ok ? 'not a string' : value.why})`);
    }
  } else {
    const doc = docstringOf(field(reg.fn.node, 'body'), { file, index, depth: 0 });
    if (!doc) {
      if (flavour === 'mcp') tool.description = '';
    } else if (doc.ok && typeof doc.value === 'string') {
      tool.description = flavour === 'fastmcp' ? cleandoc(doc.value) : doc.value;
      if (doc.partial) {
        description = 'partial';
        notes.push(`the docstring has run-time parts, shown as written: ${doc.partial.join(', ')}`);
      }
    } else {
      description = 'unknown';
      notes.push('the docstring is computed at run time');
    }
  }
  // Parameters: the signature, less the Context and (for a bound method) self.
  const excluded = new Set<string>();
  const exclude = options.keywords.get('exclude_args');
  if (exclude) {
    const value = evaluate(exclude, optionCtx);
    if (value.ok && Array.isArray(value.value)) for (const v of value.value) excluded.add(String(v));
    else ctx.notes.push('exclude_args is computed at run time');
  }
  const params = field(reg.fn.node, 'parameters');
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  let first = true;
  for (const param of params ? named(params) : []) {
    if (param.type === 'comment') continue;
    const parts = parameterParts(param);
    if (parts.special) {
      if (param.type === 'list_splat_pattern' || param.type === 'dictionary_splat_pattern')
        missing(ctx, `the signature takes ${param.text}, which the schema cannot say`);
      continue;
    }
    if (!parts.name) continue;
    if (first && reg.bound && (parts.name === 'self' || parts.name === 'cls')) {
      first = false;
      continue;
    }
    first = false;
    if (isContext(parts.type) || excluded.has(parts.name)) continue;
    const property = propertySchema(parts.name, parts.type, parts.value, ctx);
    properties[property.name] = property.schema;
    if (property.required) required.push(property.name);
  }
  const schema: Record<string, unknown> = {};
  if (Object.keys(ctx.defs).length > 0) schema.$defs = ctx.defs;
  schema.properties = properties;
  if (required.length > 0) schema.required = required;
  if (flavour === 'mcp') schema.title = `${fnName}Arguments`;
  schema.type = 'object';
  tool.inputSchema = pydanticSort(schema) as Record<string, unknown>;
  if (flavour === 'fastmcp') tool.inputSchema = pruneTitles(tool.inputSchema) as Record<string, unknown>;
  const annotations = annotationsOf(options.keywords.get('annotations'), optionCtx, notes);
  if (annotations) tool.annotations = annotations;
  return {
    tool,
    file: reg.file.path,
    line: lineOf(reg.node),
    pattern: reg.pattern,
    description,
    schema: ctx.known,
    notes: [...notes, ...ctx.notes.map((n) => `input schema: ${n}`)],
  };
}

function pruneTitles(value: unknown, parent?: string): unknown {
  if (Array.isArray(value)) return value.map((v) => pruneTitles(v));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'title' && parent !== 'properties' && typeof inner === 'string') continue;
    out[key] = pruneTitles(inner, key);
  }
  return out;
}

const HINTS = ['title', 'readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'];

function annotationsOf(
  node: Node | undefined,
  ctx: ValueContext,
  notes: string[],
): Record<string, unknown> | undefined {
  if (!node || node.type === 'none') return undefined;
  const out: Record<string, unknown> = {};
  if (node.type === 'call') {
    const { keywords } = callArgs(node);
    for (const [key, valueNode] of keywords) {
      if (!HINTS.includes(key)) continue;
      const value = evaluate(valueNode, ctx);
      if (value.ok) out[key] = value.value;
      else notes.push(`the annotation ${key} is computed at run time`);
    }
  } else {
    const value = evaluate(node, ctx);
    if (!value.ok || value.value === null || typeof value.value !== 'object') {
      notes.push('the annotations are computed at run time');
      return undefined;
    }
    for (const [key, v] of Object.entries(value.value)) if (HINTS.includes(key)) out[key] = v;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The function a call registers: a name, self.method or module.function. */
function resolveFunction(ref: Node, file: PyFile, index: PyIndex, scope: Node): { fn?: Def; bound: boolean } {
  if (ref.type === 'identifier') {
    // A def in the same enclosing function first (closures), then module level, then any file.
    for (let node: Node | null = scope; node; node = node.parent) {
      if (node.type === 'block') {
        for (const statement of named(node)) {
          const def = statement.type === 'decorated_definition' ? field(statement, 'definition') : statement;
          if (def?.type === 'function_definition' && field(def, 'name')?.text === ref.text)
            return { fn: { file, node: def }, bound: false };
        }
      }
    }
    const fn = lookup(index.functions, ref.text, file);
    return { fn, bound: false };
  }
  if (ref.type === 'attribute') {
    const object = field(ref, 'object')!;
    const attribute = field(ref, 'attribute')!.text;
    if (object.text === 'self' || object.text === 'cls') {
      for (let node: Node | null = scope; node; node = node.parent) {
        if (node.type === 'class_definition') {
          const body = field(node, 'body');
          for (const statement of body ? named(body) : []) {
            const def = statement.type === 'decorated_definition' ? field(statement, 'definition') : statement;
            if (def?.type === 'function_definition' && field(def, 'name')?.text === attribute)
              return { fn: { file, node: def }, bound: true };
          }
        }
      }
      return { bound: true };
    }
    const candidates = (index.functions.get(attribute) ?? []).filter((d) =>
      d.file.path.replace(/\.py$/, '').endsWith(object.text.split('.').pop()!),
    );
    return { fn: candidates.length === 1 ? candidates[0] : lookup(index.functions, attribute, file), bound: false };
  }
  return { bound: false };
}

/** Every FastMCP registration in a file. */
function registrations(file: PyFile, index: PyIndex): Registration[] {
  const found: Registration[] = [];
  const visit = (node: Node) => {
    if (node.type === 'decorator') {
      const expression = named(node)[0];
      const target = expression?.type === 'call' ? field(expression, 'function') : expression;
      if (target?.type === 'attribute' && field(target, 'attribute')?.text === 'tool') {
        const definition = field(node.parent!, 'definition');
        if (definition?.type === 'function_definition') {
          const inClass = node.parent?.parent?.parent?.type === 'class_definition';
          found.push({
            file,
            node,
            pattern: 'fastmcp-decorator',
            fn: { file, node: definition },
            options: expression?.type === 'call' ? expression : undefined,
            bound: inClass,
          });
        }
      }
      return;
    }
    if (node.type === 'call') {
      const fn = field(node, 'function');
      // x.tool(...)(fn)
      if (fn?.type === 'call') {
        const inner = field(fn, 'function');
        if (inner?.type === 'attribute' && field(inner, 'attribute')?.text === 'tool') {
          const ref = callArgs(node).positional[0];
          const resolved = ref ? resolveFunction(ref, file, index, node) : { bound: false };
          found.push({
            file,
            node,
            pattern: 'fastmcp-call',
            fn: resolved.fn,
            options: fn,
            bound: resolved.bound,
            unreadReason: resolved.fn
              ? undefined
              : `registers ${ref?.text ?? 'a function'} that is not a def of the files read`,
          });
        }
      }
      // x.add_tool(fn, name=…, description=…), x.add_tool(Tool.from_function(fn, name=…)), and FastMCP 2's x.tool(fn, name=…)
      const method = fn?.type === 'attribute' ? field(fn, 'attribute')?.text : undefined;
      const args = callArgs(node);
      const first = args.positional[0] ?? args.keywords.get('fn');
      if (method === 'add_tool' || (method === 'tool' && first && first.type !== 'string')) {
        let ref = first;
        let options: Node = node;
        if (ref?.type === 'call' && /^from_function$/.test(calleeName(ref) ?? '')) {
          options = ref;
          ref = callArgs(ref).positional[0] ?? callArgs(ref).keywords.get('fn');
        }
        if (ref && ref.type !== 'call') {
          const resolved = resolveFunction(ref, file, index, node);
          found.push({
            file,
            node,
            pattern: 'fastmcp-call',
            fn: resolved.fn,
            options,
            bound: resolved.bound,
            unreadReason: resolved.fn ? undefined : `registers ${ref.text} that is not a def of the files read`,
          });
          return;
        }
        if (ref) {
          found.push({
            file,
            node,
            pattern: 'fastmcp-call',
            options,
            bound: false,
            unreadReason: `registers a tool built at run time (${ref.text.slice(0, 60)})`,
          });
          return;
        }
      }
    }
    for (const child of named(node)) visit(child);
  };
  visit(file.root);
  return found;
}

/** The low-level SDK's Tool(name=…, description=…, inputSchema=…) calls in a file. */
function lowLevelTools(file: PyFile, index: PyIndex): { tools: ExtractedTool[]; unread: Unread[] } {
  const tools: ExtractedTool[] = [];
  const unread: Unread[] = [];
  const visit = (node: Node) => {
    if (node.type === 'call' && calleeName(node) === 'Tool') {
      const { keywords } = callArgs(node);
      if (
        keywords.has('name') &&
        (keywords.has('inputSchema') || keywords.has('input_schema') || keywords.has('description'))
      ) {
        const ctx: ValueContext = { file, index, depth: 0 };
        const name = evaluate(keywords.get('name')!, ctx);
        if (!name.ok || typeof name.value !== 'string' || name.partial) {
          unread.push({
            file: file.path,
            line: lineOf(node),
            pattern: 'python-sdk-tool',
            reason: `the tool's name is computed (${keywords.get('name')!.text})`,
          });
        } else {
          tools.push(lowLevelTool(node, name.value, keywords, ctx));
        }
      }
    }
    for (const child of named(node)) visit(child);
  };
  visit(file.root);
  return { tools, unread };
}

function lowLevelTool(node: Node, name: string, keywords: Map<string, Node>, ctx: ValueContext): ExtractedTool {
  const notes: string[] = [];
  const tool: ExtractedTool['tool'] = { name };
  let description: Known = 'static';
  let schema: Known = 'static';
  const title = keywords.get('title');
  if (title) {
    const value = evaluate(title, ctx);
    if (value.ok && typeof value.value === 'string') tool.title = value.value;
  }
  const descriptionNode = keywords.get('description');
  if (descriptionNode) {
    const value = evaluate(descriptionNode, ctx);
    if (value.ok && typeof value.value === 'string') {
      tool.description = value.value;
      if (value.partial) {
        description = 'partial';
        notes.push(`the description has run-time parts, shown as written: ${value.partial.join(', ')}`);
      }
    } else {
      description = 'unknown';
      notes.push(`the description is computed at run time (${value.ok ? 'not a string' : value.why})`);
    }
  }
  const schemaNode = keywords.get('inputSchema') ?? keywords.get('input_schema');
  if (schemaNode) {
    const value = evaluate(schemaNode, ctx);
    if (value.ok && value.value && typeof value.value === 'object' && !Array.isArray(value.value)) {
      tool.inputSchema = value.value as Record<string, unknown>;
      if (value.partial) {
        schema = 'partial';
        notes.push(`the input schema has run-time parts, shown as written: ${value.partial.join(', ')}`);
      }
    } else {
      // Model.model_json_schema(): pydantic's schema of a model of the files read.
      const fn = schemaNode.type === 'call' ? field(schemaNode, 'function') : undefined;
      const modelName =
        fn?.type === 'attribute' && /^(model_json_schema|schema)$/.test(field(fn, 'attribute')!.text)
          ? field(fn, 'object')?.text
          : undefined;
      const cls = modelName ? lookup(ctx.index.classes, modelName, ctx.file) : undefined;
      if (cls) {
        const sctx: SchemaContext = { ...ctx, flavour: 'mcp', defs: {}, notes: [], known: 'static', stack: [] };
        classSchema(cls, sctx);
        const own = sctx.defs[modelName!]!;
        delete sctx.defs[modelName!];
        const whole: Record<string, unknown> = Object.keys(sctx.defs).length > 0 ? { $defs: sctx.defs, ...own } : own;
        tool.inputSchema = pydanticSort(whole) as Record<string, unknown>;
        schema = sctx.known;
        notes.push(...sctx.notes.map((n) => `input schema: ${n}`));
        if (cls.file !== ctx.file) ctx.index.used.add(cls.file.path);
      } else {
        schema = 'unknown';
        notes.push(`the input schema is computed at run time (${value.ok ? 'not an object' : value.why})`);
      }
    }
  } else {
    schema = 'unknown';
    notes.push('no input schema is given');
  }
  const annotations = annotationsOf(keywords.get('annotations'), ctx, notes);
  if (annotations) tool.annotations = annotations;
  return { tool, file: ctx.file.path, line: lineOf(node), pattern: 'python-sdk-tool', description, schema, notes };
}

/** Environment variables the files read by literal name: os.getenv("X"), os.environ.get("X"), os.environ["X"]. */
export function pythonEnvironment(index: PyIndex): string[] {
  const names = new Set<string>();
  for (const file of index.files) {
    const visit = (node: Node) => {
      let arg: Node | undefined;
      if (node.type === 'call') {
        const fn = field(node, 'function')?.text.replace(/\s/g, '');
        if (fn && /(^|\.)(getenv|environ\.get|environ\.setdefault)$/.test(fn)) arg = callArgs(node).positional[0];
      } else if (node.type === 'subscript' && /(^|\.)environ$/.test(field(node, 'value')?.text ?? '')) {
        arg = field(node, 'subscript');
      }
      if (arg?.type === 'string') {
        const value = evaluate(arg, { file, index, depth: 0 });
        if (value.ok && typeof value.value === 'string' && /^[A-Z][A-Z0-9_]*$/.test(value.value))
          names.add(value.value);
      }
      for (const child of named(node)) visit(child);
    };
    visit(file.root);
  }
  return [...names].sort();
}

/** Every tool the Python files register. */
export function extractPython(index: PyIndex): { tools: ExtractedTool[]; unread: Unread[] } {
  const tools: ExtractedTool[] = [];
  const unread: Unread[] = [];
  // A folder where some file imports an MCP framework is a server: its other modules register tools on the
  // instance they import from it (`from .server import mcp`), and take that file's FastMCP.
  const framework =
    index.files.find((f) => f.flavour === 'fastmcp')?.flavour ?? index.files.find((f) => f.flavour)?.flavour;
  if (!framework) return { tools, unread };
  for (const file of index.files) {
    file.flavour ??= framework;
    const before = tools.length;
    for (const reg of file.mcp || file.flavour ? registrations(file, index) : []) {
      if (reg.fn) tools.push(fastmcpTool(reg as Registration & { fn: Def }, index));
      else
        unread.push({
          file: file.path,
          line: lineOf(reg.node),
          pattern: reg.pattern,
          reason: reg.unreadReason ?? 'the function is computed',
        });
    }
    const low = file.mcp ? lowLevelTools(file, index) : { tools: [], unread: [] };
    tools.push(...low.tools);
    unread.push(...low.unread);
    if (tools.length > before || low.unread.length > 0) index.used.add(file.path);
  }
  return { tools, unread };
}
