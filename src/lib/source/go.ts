/**
 * Go MCP servers read from source: mcp-go's `mcp.NewTool("name", mcp.WithDescription(…), mcp.WithString(…), …)` and
 * the official Go SDK's `mcp.AddTool(server, &mcp.Tool{Name: …, Description: …}, handler)`, whose input schema the
 * SDK infers from the handler's argument struct (`json` and `jsonschema` tags). Each is rebuilt as the library
 * builds it at run time, from the syntax tree alone: nothing is compiled or run.
 */
import { field, lineOf, named, parseSource, type Node } from './parser.ts';
import type { SourceTree } from './tree.ts';
import { known, unknownValue, worse, type ExtractedTool, type Known, type Unread, type Value } from './extraction.ts';

const MCP_GO = 'github.com/mark3labs/mcp-go/mcp';
const GO_SDK = 'github.com/modelcontextprotocol/go-sdk/mcp';

interface GoFile {
  path: string;
  dir: string;
  root: Node;
  /** Import name → import path. */
  imports: Map<string, string>;
}

interface GoPackage {
  dir: string;
  files: GoFile[];
  values: Map<string, { file: GoFile; node: Node }>;
  types: Map<string, { file: GoFile; node: Node }>;
  funcs: Map<string, { file: GoFile; node: Node }>;
  /** Methods by name (any receiver): a handler `s.handleX` is found by its name. */
  methods: Map<string, Array<{ file: GoFile; node: Node }>>;
}

export interface GoIndex {
  packages: Map<string, GoPackage>;
  /** Module path → directory, from the go.mod files read. */
  modules: Map<string, string>;
  used: Set<string>;
}

const dirOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');

export async function indexGo(tree: SourceTree, paths: string[]): Promise<GoIndex> {
  const index: GoIndex = { packages: new Map(), modules: new Map(), used: new Set() };
  for (const path of tree.files().filter((p) => p.endsWith('go.mod'))) {
    const module = /^module\s+(\S+)/m.exec(tree.read(path))?.[1];
    if (module) index.modules.set(module, dirOf(path));
  }
  for (const path of paths) {
    const root = (await parseSource('go', tree.read(path))).rootNode;
    const file: GoFile = { path, dir: dirOf(path), root, imports: new Map() };
    let pkg = index.packages.get(file.dir);
    if (!pkg) {
      pkg = { dir: file.dir, files: [], values: new Map(), types: new Map(), funcs: new Map(), methods: new Map() };
      index.packages.set(file.dir, pkg);
    }
    pkg.files.push(file);
    for (const spec of root.descendantsOfType('import_spec').filter((n): n is Node => n !== null)) {
      const importPath = field(spec, 'path')?.text.slice(1, -1);
      if (!importPath) continue;
      const alias = field(spec, 'name')?.text ?? importPath.split('/').pop()!.replace(/^go-/, '');
      file.imports.set(alias, importPath);
      if (!field(spec, 'name') && /\/v\d+$/.test(importPath))
        file.imports.set(importPath.split('/').slice(-2)[0]!, importPath);
    }
    for (const top of named(root)) {
      if (top.type === 'const_declaration' || top.type === 'var_declaration') {
        const specs = top.descendantsOfType(['const_spec', 'var_spec']).filter((n): n is Node => n !== null);
        for (const spec of specs) {
          const names = spec.childrenForFieldName('name').filter((n): n is Node => n !== null);
          const values = field(spec, 'value');
          const list = values ? named(values) : [];
          names.forEach((name, i) => {
            if (list[i]) pkg.values.set(name.text, { file, node: list[i]! });
          });
        }
      } else if (top.type === 'type_declaration') {
        for (const spec of named(top).filter((n) => n.type === 'type_spec' || n.type === 'type_alias'))
          pkg.types.set(field(spec, 'name')!.text, { file, node: spec });
      } else if (top.type === 'function_declaration') {
        pkg.funcs.set(field(top, 'name')!.text, { file, node: top });
      } else if (top.type === 'method_declaration') {
        const name = field(top, 'name')!.text;
        const list = pkg.methods.get(name) ?? [];
        list.push({ file, node: top });
        pkg.methods.set(name, list);
      }
    }
  }
  return index;
}

interface Ctx {
  file: GoFile;
  index: GoIndex;
  depth: number;
  /** The function body a call sits in: local variables are looked up there. */
  scope?: Node;
}

const packageOf = (ctx: Ctx) => ctx.index.packages.get(ctx.file.dir)!;

/** The package an import name points to, when it is a package of the repository read. */
function importedPackage(ctx: Ctx, alias: string): GoPackage | undefined {
  const path = ctx.file.imports.get(alias);
  if (!path) return undefined;
  for (const [module, dir] of ctx.index.modules) {
    if (path === module || path.startsWith(`${module}/`)) {
      const sub = path.slice(module.length).replace(/^\//, '');
      return ctx.index.packages.get([dir, sub].filter(Boolean).join('/'));
    }
  }
  return undefined;
}

const GO_ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '\\': '\\',
  '"': '"',
  "'": "'",
  a: '\x07',
  b: '\b',
  f: '\f',
  v: '\v',
};

export function decodeGoString(text: string): string {
  return text.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|[0-7]{3}|[\s\S])/g, (all, code: string) => {
    if (/^[xuU]/.test(code)) return String.fromCodePoint(parseInt(code.slice(1), 16));
    if (/^[0-7]{3}$/.test(code)) return String.fromCodePoint(parseInt(code, 8));
    return GO_ESCAPES[code] ?? all;
  });
}

/** A local variable's value in the function body around a call: `x := …` or `var x = …` before it. */
function localValue(name: string, ctx: Ctx, before: Node, declarationsOnly = false): Node | undefined {
  if (!ctx.scope) return undefined;
  let found: Node | undefined;
  const kinds = declarationsOnly
    ? ['short_var_declaration', 'var_spec']
    : ['short_var_declaration', 'var_spec', 'assignment_statement'];
  for (const decl of ctx.scope.descendantsOfType(kinds).filter((n): n is Node => n !== null)) {
    if (decl.startIndex > before.startIndex) break;
    const left = field(decl, 'left') ?? decl;
    const names =
      decl.type === 'var_spec'
        ? decl.childrenForFieldName('name').filter((n): n is Node => n !== null)
        : named(left).filter((n) => n.type === 'identifier');
    const right = field(decl, 'right') ?? field(decl, 'value');
    const values = right ? named(right) : [];
    names.forEach((n, i) => {
      if (n.text === name && values[i]) found = values[i];
    });
  }
  return found;
}

/** A Go expression's value when it is made of literals and constants of the packages read. */
function goValue(node: Node, ctx: Ctx): Value {
  if (ctx.depth > 24) return unknownValue('too deep a chain of names');
  const deeper = { ...ctx, depth: ctx.depth + 1 };
  switch (node.type) {
    case 'interpreted_string_literal':
      return known(decodeGoString(node.text.slice(1, -1)));
    case 'raw_string_literal':
      return known(node.text.slice(1, -1).replace(/\r/g, ''));
    case 'int_literal':
      return known(Number(node.text.replace(/_/g, '')));
    case 'float_literal':
      return known(Number(node.text.replace(/_/g, '')));
    case 'true':
      return known(true);
    case 'false':
      return known(false);
    case 'nil':
      return known(null);
    case 'parenthesized_expression':
    case 'literal_element':
      return named(node)[0] ? goValue(named(node)[0]!, deeper) : unknownValue('empty');
    case 'unary_expression': {
      const operand = field(node, 'operand')!;
      const operator = field(node, 'operator')?.text ?? node.text[0];
      const value = goValue(operand, deeper);
      if (operator === '&') return value;
      if (operator === '-' && value.ok && typeof value.value === 'number') return known(-value.value);
      return value.ok ? unknownValue(node.text) : value;
    }
    case 'binary_expression': {
      if (field(node, 'operator')?.text !== '+')
        return unknownValue(`an expression with ${field(node, 'operator')?.text}`);
      const left = goValue(field(node, 'left')!, deeper);
      const right = goValue(field(node, 'right')!, deeper);
      if (!left.ok) return left;
      if (!right.ok) return right;
      if (typeof left.value === 'number' && typeof right.value === 'number') return known(left.value + right.value);
      if (typeof left.value !== 'string' || typeof right.value !== 'string') return unknownValue(node.text);
      return known(left.value + right.value, [...(left.partial ?? []), ...(right.partial ?? [])]);
    }
    case 'identifier': {
      const local = localValue(node.text, ctx, node);
      if (local && local !== node) return goValue(local, deeper);
      const def = packageOf(ctx).values.get(node.text);
      if (!def) return unknownValue(`${node.text}, not a constant of the package`);
      if (def.file !== ctx.file) ctx.index.used.add(def.file.path);
      return goValue(def.node, { ...deeper, file: def.file, scope: undefined });
    }
    case 'selector_expression': {
      const operand = field(node, 'operand');
      const name = field(node, 'field')?.text;
      if (operand?.type === 'identifier' && name) {
        const pkg = importedPackage(ctx, operand.text);
        const def = pkg?.values.get(name);
        if (def) {
          ctx.index.used.add(def.file.path);
          return goValue(def.node, { ...deeper, file: def.file, scope: undefined });
        }
      }
      return unknownValue(`${node.text}, computed at run time`);
    }
    case 'call_expression': {
      const fn = field(node, 'function');
      const args = named(field(node, 'arguments') ?? node);
      const callee =
        fn?.type === 'selector_expression' ? `${field(fn, 'operand')?.text}.${field(fn, 'field')?.text}` : fn?.text;
      if (callee === 'fmt.Sprintf' && args.length >= 1) {
        const format = goValue(args[0]!, deeper);
        if (!format.ok || typeof format.value !== 'string') return format.ok ? unknownValue(node.text) : format;
        const partial = [...(format.partial ?? [])];
        let next = 1;
        const text = format.value.replace(
          /%([-+# 0]*\d*(?:\.\d+)?)([svdqfgtxX%])/g,
          (all, _flags: string, verb: string) => {
            if (verb === '%') return '%';
            const arg = args[next++];
            if (!arg) return all;
            const value = goValue(arg.type === 'variadic_argument' ? named(arg)[0]! : arg, deeper);
            if (
              value.ok &&
              !value.partial &&
              (typeof value.value === 'string' || typeof value.value === 'number') &&
              verb !== 'q'
            )
              return String(value.value);
            const shown = `{${arg.text}}`;
            partial.push(shown);
            return shown;
          },
        );
        return known(text, partial);
      }
      if (callee === 'strings.TrimSpace' && args.length === 1) {
        const value = goValue(args[0]!, deeper);
        return value.ok && typeof value.value === 'string' ? known(value.value.trim(), value.partial) : value;
      }
      if (callee === 'strings.Join' && args.length === 2) {
        const list = goValue(args[0]!, deeper);
        const sep = goValue(args[1]!, deeper);
        if (list.ok && sep.ok && Array.isArray(list.value) && typeof sep.value === 'string')
          return known(list.value.join(sep.value));
      }
      // Pointer helpers: mcp.ToBoolPtr(true), jsonschema.Ptr(false), ptr(x)…
      if (args.length === 1 && /(^|\.)(ToBoolPtr|Ptr|BoolPtr|boolPtr|ptr|Bool)$/.test(callee ?? ''))
        return goValue(args[0]!, deeper);
      if (/^json\.RawMessage$/.test(callee ?? '') && args.length === 1) {
        const value = goValue(args[0]!, deeper);
        if (value.ok && typeof value.value === 'string') {
          try {
            return known(JSON.parse(value.value));
          } catch {
            return unknownValue('a raw JSON schema that does not parse');
          }
        }
        return value;
      }
      if (fn?.type === 'parenthesized_expression' || /^\[\]byte$/.test(fn?.text ?? '')) {
        if (args.length === 1) return goValue(args[0]!, deeper);
      }
      return unknownValue(`${node.text.length > 60 ? `${node.text.slice(0, 57)}…` : node.text}, computed at run time`);
    }
    case 'composite_literal': {
      const body = field(node, 'body');
      return body ? literalValue(body, deeper) : unknownValue('empty literal');
    }
    case 'literal_value':
      return literalValue(node, deeper);
    default:
      return unknownValue(`${node.type} ${node.text.slice(0, 40)}`);
  }
}

/** A map or slice literal; a struct literal's fields come out as an object keyed by field name. */
function literalValue(body: Node, ctx: Ctx): Value {
  const elements = named(body).filter((c) => c.type !== 'comment');
  const keyed = elements.some((e) => e.type === 'keyed_element');
  const partial: string[] = [];
  if (keyed) {
    const object: Record<string, unknown> = {};
    for (const element of elements) {
      if (element.type !== 'keyed_element') return unknownValue('a literal mixing keyed and plain elements');
      const [keyNode, valueNode] = named(element);
      if (!keyNode || !valueNode) return unknownValue('a keyed element without value');
      const inner = named(keyNode)[0];
      const key =
        inner?.type === 'identifier' && keyNode.type === 'literal_element' && !packageOf(ctx).values.has(inner.text)
          ? known(inner.text)
          : goValue(keyNode, ctx);
      if (!key.ok || typeof key.value !== 'string') return unknownValue(`a map key ${keyNode.text}`);
      const value = goValue(valueNode, ctx);
      if (!value.ok) return value;
      object[key.value] = value.value;
      partial.push(...(value.partial ?? []));
    }
    return known(object, partial);
  }
  const items: unknown[] = [];
  for (const element of elements) {
    const value = goValue(element, ctx);
    if (!value.ok) return value;
    items.push(value.value);
    partial.push(...(value.partial ?? []));
  }
  return known(items, partial);
}

/** Go maps marshal with sorted keys: the JSON a Go server sends has every mapping sorted. */
function goSort(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(goSort);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, goSort((value as Record<string, unknown>)[key])]),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// mcp-go

const selectorOf = (call: Node, aliases: Set<string>): string | undefined => {
  const fn = field(call, 'function');
  if (fn?.type !== 'selector_expression') return undefined;
  const operand = field(fn, 'operand');
  return operand?.type === 'identifier' && aliases.has(operand.text) ? field(fn, 'field')?.text : undefined;
};

const aliasesFor = (file: GoFile, path: string): Set<string> =>
  new Set([...file.imports].filter(([, p]) => p === path).map(([alias]) => alias));

const MCP_GO_DEFAULT_ANNOTATIONS = {
  destructiveHint: true,
  idempotentHint: false,
  openWorldHint: true,
  readOnlyHint: false,
};
const PROPERTY_TYPES: Record<string, Record<string, unknown>> = {
  WithString: { type: 'string' },
  WithNumber: { type: 'number' },
  WithInteger: { type: 'integer' },
  WithBoolean: { type: 'boolean' },
  WithObject: { properties: {}, type: 'object' },
  WithArray: { type: 'array' },
  WithAny: {},
};
const ANNOTATION_OPTIONS: Record<string, string> = {
  WithTitleAnnotation: 'title',
  WithReadOnlyHintAnnotation: 'readOnlyHint',
  WithDestructiveHintAnnotation: 'destructiveHint',
  WithIdempotentHintAnnotation: 'idempotentHint',
  WithOpenWorldHintAnnotation: 'openWorldHint',
};
const PROPERTY_VALUE: Record<string, string> = {
  Description: 'description',
  Title: 'title',
  DefaultString: 'default',
  DefaultNumber: 'default',
  DefaultBool: 'default',
  DefaultArray: 'default',
  MinLength: 'minLength',
  MaxLength: 'maxLength',
  Pattern: 'pattern',
  Min: 'minimum',
  Max: 'maximum',
  MultipleOf: 'multipleOf',
  Items: 'items',
  MinItems: 'minItems',
  MaxItems: 'maxItems',
  UniqueItems: 'uniqueItems',
  Properties: 'properties',
  AdditionalProperties: 'additionalProperties',
  MinProperties: 'minProperties',
  MaxProperties: 'maxProperties',
  PropertyNames: 'propertyNames',
};
const ITEM_OPTIONS: Record<string, string> = {
  WithStringItems: 'string',
  WithNumberItems: 'number',
  WithIntegerItems: 'integer',
  WithBooleanItems: 'boolean',
};

interface Reading {
  notes: string[];
  schema: Known;
  description: Known;
}

/** Applies mcp-go property options to a property schema, as the library does. */
/**
 * Options passed as `opts...`: the elements of the slice literal the name holds (a local or package variable),
 * so `mcp.NewTool("x", options...)` reads like the options written out.
 */
function expandOptions(options: Node[], ctx: Ctx): Node[] {
  const out: Node[] = [];
  for (const option of options) {
    if (option.type === 'comment') continue;
    if (option.type !== 'variadic_argument') {
      out.push(option);
      continue;
    }
    const inner = named(option)[0];
    let literal = inner;
    if (inner?.type === 'identifier')
      literal = localValue(inner.text, ctx, option, true) ?? packageOf(ctx).values.get(inner.text)?.node;
    const body = literal?.type === 'composite_literal' ? field(literal, 'body') : undefined;
    if (!body) {
      out.push(option);
      continue;
    }
    for (const element of named(body)) {
      if (element.type === 'comment') continue;
      out.push(element.type === 'literal_element' ? (named(element)[0] ?? element) : element);
    }
    // Options appended to the slice later in the same function: `opts = append(opts, mcp.WithString(…))`.
    if (inner?.type === 'identifier' && ctx.scope) {
      for (const call of ctx.scope.descendantsOfType('call_expression').filter((n): n is Node => n !== null)) {
        if (call.startIndex > option.startIndex || field(call, 'function')?.text !== 'append') continue;
        const args = named(field(call, 'arguments')!);
        if (args[0]?.text !== inner.text) continue;
        const assigned = call.parent?.parent;
        if (assigned?.type !== 'assignment_statement' || named(field(assigned, 'left')!)[0]?.text !== inner.text)
          continue;
        // An append inside a condition may not happen: those options stay unread.
        let conditional = false;
        for (let up: Node | null = call.parent; up && up !== ctx.scope; up = up.parent)
          if (/^(if_statement|for_statement|expression_switch_statement|type_switch_statement)$/.test(up.type))
            conditional = true;
        if (conditional) {
          out.push(call);
          continue;
        }
        out.push(...args.slice(1).filter((a) => a.type !== 'comment'));
      }
    }
  }
  return out;
}

function applyPropertyOptions(
  schema: Record<string, unknown>,
  given: Node[],
  ctx: Ctx,
  aliases: Set<string>,
  reading: Reading,
  where: string,
): boolean {
  let required = false;
  const options = expandOptions(given, ctx);
  for (const option of options) {
    if (option.type === 'comment') continue;
    const name = option.type === 'call_expression' ? selectorOf(option, aliases) : undefined;
    const args = option.type === 'call_expression' ? named(field(option, 'arguments')!) : [];
    if (!name) {
      reading.notes.push(`${where}: the option ${option.text.slice(0, 60)} is computed at run time`);
      reading.schema = worse(reading.schema, 'partial');
      continue;
    }
    if (name === 'Required') {
      required = true;
      continue;
    }
    if (name === 'Enum') {
      const values: unknown[] = [];
      for (const arg of args) {
        const spread = arg.type === 'variadic_argument';
        const value = goValue(spread ? named(arg)[0]! : arg, ctx);
        if (!value.ok) {
          reading.notes.push(`${where}: enum values are computed at run time`);
          reading.schema = worse(reading.schema, 'partial');
          values.length = 0;
          break;
        }
        if (spread && Array.isArray(value.value)) values.push(...value.value);
        else values.push(value.value);
      }
      if (values.length > 0 || args.length === 0) schema.enum = values;
      continue;
    }
    if (ITEM_OPTIONS[name]) {
      const items: Record<string, unknown> = { type: ITEM_OPTIONS[name] };
      applyPropertyOptions(items, args, ctx, aliases, reading, `${where} items`);
      schema.items = items;
      continue;
    }
    if (name === 'WithStringEnumItems') {
      const value = args[0] ? goValue(args[0], ctx) : unknownValue('no values');
      if (value.ok) schema.items = { enum: value.value, type: 'string' };
      else {
        reading.notes.push(`${where}: item enum values are computed at run time`);
        reading.schema = worse(reading.schema, 'partial');
        schema.items = { type: 'string' };
      }
      continue;
    }
    const key = PROPERTY_VALUE[name];
    if (!key) {
      reading.notes.push(`${where}: the option ${name} is not known to the extractor`);
      reading.schema = worse(reading.schema, 'partial');
      continue;
    }
    const value = args[0] ? goValue(args[0], ctx) : unknownValue('no argument');
    if (value.ok) {
      schema[key] = value.value;
      if (value.partial) reading.schema = worse(reading.schema, 'partial');
    } else {
      reading.notes.push(`${where}: ${key} is computed at run time (${value.why})`);
      reading.schema = worse(reading.schema, 'partial');
    }
  }
  return required;
}

function mcpGoTool(call: Node, ctx: Ctx, aliases: Set<string>): ExtractedTool | Unread {
  const args = named(field(call, 'arguments')!).filter((a) => a.type !== 'comment');
  const nameValue = args[0] ? goValue(args[0], ctx) : unknownValue('no name');
  if (!nameValue.ok || typeof nameValue.value !== 'string' || nameValue.partial)
    return {
      file: ctx.file.path,
      line: lineOf(call),
      pattern: 'mcp-go',
      reason: `the tool's name is computed (${args[0]?.text ?? 'missing'})`,
    };
  const reading: Reading = { notes: [], schema: 'static', description: 'static' };
  const tool: ExtractedTool['tool'] = { name: nameValue.value };
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  const annotations: Record<string, unknown> = { ...MCP_GO_DEFAULT_ANNOTATIONS };
  let raw: Record<string, unknown> | undefined;
  let described = false;
  for (const option of expandOptions(args.slice(1), ctx)) {
    const name = option.type === 'call_expression' ? selectorOf(option, aliases) : undefined;
    const optionArgs =
      option.type === 'call_expression' ? named(field(option, 'arguments')!).filter((a) => a.type !== 'comment') : [];
    if (!name) {
      if (option.type === 'call_expression' && field(option, 'function')?.text === 'append') {
        const added = named(field(option, 'arguments')!)
          .slice(1)
          .map(
            (a) =>
              (a.type === 'call_expression' ? named(field(a, 'arguments')!)[0]?.text : undefined) ??
              a.text.slice(0, 30),
          );
        reading.notes.push(`options added only under a run-time condition are left out: ${added.join(', ')}`);
      } else reading.notes.push(`the option ${option.text.slice(0, 60)} is computed at run time`);
      reading.schema = worse(reading.schema, 'partial');
      continue;
    }
    if (name === 'WithDescription') {
      described = true;
      const value = optionArgs[0] ? goValue(optionArgs[0], ctx) : unknownValue('none');
      if (value.ok && typeof value.value === 'string') {
        if (value.value !== '') tool.description = value.value;
        if (value.partial) {
          reading.description = 'partial';
          reading.notes.push(`the description has run-time parts, shown as written: ${value.partial.join(', ')}`);
        }
      } else {
        reading.description = 'unknown';
        reading.notes.push(`the description is computed at run time (${value.ok ? 'not a string' : value.why})`);
      }
    } else if (name === 'WithToolTitle') {
      const value = optionArgs[0] ? goValue(optionArgs[0], ctx) : unknownValue('none');
      if (value.ok && typeof value.value === 'string') tool.title = value.value;
      else reading.notes.push('the title is computed at run time');
    } else if (ANNOTATION_OPTIONS[name]) {
      const value = optionArgs[0] ? goValue(optionArgs[0], ctx) : unknownValue('none');
      if (value.ok) annotations[ANNOTATION_OPTIONS[name]!] = value.value;
      else {
        // Not known until run time: mcp-go's default would claim a value the server may not send.
        delete annotations[ANNOTATION_OPTIONS[name]!];
        reading.notes.push(`the annotation ${ANNOTATION_OPTIONS[name]} is computed at run time`);
      }
    } else if (name === 'WithToolAnnotation') {
      const value = optionArgs[0] ? goValue(optionArgs[0], ctx) : unknownValue('none');
      if (value.ok && value.value && typeof value.value === 'object') {
        for (const [key, v] of Object.entries(value.value)) annotations[key.charAt(0).toLowerCase() + key.slice(1)] = v;
        // A ToolAnnotation literal replaces the defaults: unset pointers are omitted.
        for (const key of Object.keys(MCP_GO_DEFAULT_ANNOTATIONS))
          if (!Object.keys(value.value).some((k) => k.toLowerCase() === key.toLowerCase())) delete annotations[key];
      } else {
        // A ToolAnnotation built at run time replaces the defaults with values the source does not show: none is kept.
        for (const key of Object.keys(MCP_GO_DEFAULT_ANNOTATIONS)) delete annotations[key];
        reading.notes.push('the annotations are computed at run time');
      }
    } else if (PROPERTY_TYPES[name]) {
      const propertyName = optionArgs[0] ? goValue(optionArgs[0], ctx) : unknownValue('none');
      if (!propertyName.ok || typeof propertyName.value !== 'string') {
        reading.notes.push(`a parameter's name is computed (${optionArgs[0]?.text ?? 'missing'})`);
        reading.schema = worse(reading.schema, 'partial');
        continue;
      }
      const schema = structuredClone(PROPERTY_TYPES[name]!);
      if (applyPropertyOptions(schema, optionArgs.slice(1), ctx, aliases, reading, `parameter ${propertyName.value}`))
        required.push(propertyName.value);
      properties[propertyName.value] = schema;
    } else if (name === 'WithRawInputSchema') {
      const value = optionArgs[0] ? goValue(optionArgs[0], ctx) : unknownValue('none');
      if (value.ok && value.value && typeof value.value === 'object') raw = value.value as Record<string, unknown>;
      else {
        reading.schema = 'unknown';
        reading.notes.push('the raw input schema is computed at run time');
      }
    } else if (name === 'WithInputSchema') {
      reading.schema = 'unknown';
      reading.notes.push(`the input schema is generated from the Go type ${option.text.slice(0, 60)} at run time`);
    } else if (name === 'WithSchemaAdditionalProperties') {
      const value = optionArgs[0] ? goValue(optionArgs[0], ctx) : unknownValue('none');
      if (value.ok) raw = { ...(raw ?? {}), additionalProperties: value.value };
    } else if (!/^(WithOutputSchema|WithRawOutputSchema|WithToolIcons|WithDeferLoading|WithTaskSupport)$/.test(name)) {
      reading.notes.push(`the option ${name} is not known to the extractor`);
    }
  }
  if (!described) reading.description = reading.description === 'unknown' ? 'unknown' : 'static';
  if (raw && Object.keys(raw).some((k) => k !== 'additionalProperties')) tool.inputSchema = raw;
  else {
    const schema: Record<string, unknown> = { properties, required, type: 'object' };
    if (raw) schema.additionalProperties = raw.additionalProperties;
    tool.inputSchema = goSort(schema) as Record<string, unknown>;
  }
  tool.annotations = goSort(annotations) as Record<string, unknown>;
  return {
    tool,
    file: ctx.file.path,
    line: lineOf(call),
    pattern: 'mcp-go',
    description: reading.description,
    schema: reading.schema,
    notes: reading.notes,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Official Go SDK

/** The Go type's schema as github.com/google/jsonschema-go infers it (what mcp.AddTool uses). */
function goTypeSchema(type: Node, ctx: Ctx, reading: Reading, seen: string[]): Record<string, unknown> {
  const pkg = packageOf(ctx);
  const nullable = (schema: Record<string, unknown>) =>
    typeof schema.type === 'string' ? { ...schema, type: ['null', schema.type] } : schema;
  switch (type.type) {
    case 'pointer_type':
      return nullable(goTypeSchema(named(type)[0]!, ctx, reading, seen));
    case 'slice_type':
      return { type: ['null', 'array'], items: goTypeSchema(field(type, 'element')!, ctx, reading, seen) };
    case 'array_type': {
      const length = goValue(field(type, 'length')!, ctx);
      const schema: Record<string, unknown> = {
        type: 'array',
        items: goTypeSchema(field(type, 'element')!, ctx, reading, seen),
      };
      if (length.ok) Object.assign(schema, { minItems: length.value, maxItems: length.value });
      return schema;
    }
    case 'map_type':
      return { type: 'object', additionalProperties: goTypeSchema(field(type, 'value')!, ctx, reading, seen) };
    case 'interface_type':
      return {};
    case 'struct_type':
      return structSchema(type, ctx, reading, seen);
    case 'type_identifier': {
      const name = type.text;
      const basic: Record<string, Record<string, unknown>> = {
        string: { type: 'string' },
        bool: { type: 'boolean' },
        int: { type: 'integer' },
        int64: { type: 'integer' },
        int32: { type: 'integer', minimum: -2147483648, maximum: 2147483647 },
        uint: { type: 'integer', minimum: 0 },
        uint64: { type: 'integer', minimum: 0 },
        float64: { type: 'number' },
        float32: { type: 'number' },
        any: {},
      };
      if (basic[name]) return structuredClone(basic[name]!);
      const def = pkg.types.get(name);
      if (def) {
        if (seen.includes(name)) {
          reading.notes.push(`the type ${name} refers to itself`);
          reading.schema = worse(reading.schema, 'partial');
          return {};
        }
        if (def.file !== ctx.file) ctx.index.used.add(def.file.path);
        return goTypeSchema(field(def.node, 'type')!, { ...ctx, file: def.file }, reading, [...seen, name]);
      }
      reading.notes.push(`the type ${name} is not defined in the files read`);
      reading.schema = worse(reading.schema, 'partial');
      return {};
    }
    case 'qualified_type': {
      const alias = field(type, 'package')?.text ?? '';
      const name = field(type, 'name')?.text ?? '';
      const other = importedPackage(ctx, alias);
      const def = other?.types.get(name);
      if (other && def) {
        ctx.index.used.add(def.file.path);
        return goTypeSchema(field(def.node, 'type')!, { ...ctx, file: def.file }, reading, [
          ...seen,
          `${alias}.${name}`,
        ]);
      }
      reading.notes.push(`the type ${type.text} comes from another module`);
      reading.schema = worse(reading.schema, 'partial');
      return {};
    }
    default:
      reading.notes.push(`the type ${type.text.slice(0, 40)} is not understood`);
      reading.schema = worse(reading.schema, 'partial');
      return {};
  }
}

const tagValue = (tag: string, key: string): string | undefined => {
  const match = new RegExp(`(?:^|\\s)${key}:"((?:[^"\\\\]|\\\\.)*)"`).exec(tag);
  return match ? match[1]!.replace(/\\"/g, '"') : undefined;
};

function structSchema(struct: Node, ctx: Ctx, reading: Reading, seen: string[]): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  const list = named(struct).find((c) => c.type === 'field_declaration_list');
  for (const decl of list ? named(list).filter((c) => c.type === 'field_declaration') : []) {
    const names = decl.childrenForFieldName('name').filter((n): n is Node => n !== null);
    const type = field(decl, 'type')!;
    const tagNode = field(decl, 'tag');
    const tag = tagNode ? (goValue(tagNode, ctx) as { value?: unknown }).value : undefined;
    const tagText = typeof tag === 'string' ? tag : '';
    if (names.length === 0) {
      // An embedded struct: its fields are promoted.
      const inner = goTypeSchema(type.type === 'pointer_type' ? named(type)[0]! : type, ctx, reading, seen);
      Object.assign(properties, (inner.properties as Record<string, unknown>) ?? {});
      required.push(...((inner.required as string[]) ?? []));
      continue;
    }
    for (const nameNode of names) {
      if (!/^[A-Z]/.test(nameNode.text)) continue;
      const json = tagValue(tagText, 'json');
      const [jsonName, ...settings] = (json ?? '').split(',');
      if (jsonName === '-' && settings.length === 0) continue;
      const propertyName = jsonName || nameNode.text;
      const schema = goTypeSchema(type, ctx, reading, seen);
      const description = tagValue(tagText, 'jsonschema');
      if (description) schema.description = description;
      properties[propertyName] = schema;
      if (!settings.includes('omitempty') && !settings.includes('omitzero')) required.push(propertyName);
    }
  }
  const schema: Record<string, unknown> = { type: 'object' };
  if (Object.keys(properties).length > 0) schema.properties = properties;
  if (required.length > 0) schema.required = [...new Set(required)];
  schema.additionalProperties = false;
  return schema;
}

/** The parameters of a function or method declaration, or a func literal, flattened (one entry a name). */
function parameterTypes(fn: Node): Node[] {
  const params = field(fn, 'parameters');
  const types: Node[] = [];
  for (const decl of params ? named(params) : []) {
    if (decl.type !== 'parameter_declaration' && decl.type !== 'variadic_parameter_declaration') continue;
    const type = field(decl, 'type')!;
    const count = Math.max(1, decl.childrenForFieldName('name').filter((n) => n !== null).length);
    for (let i = 0; i < count; i++) types.push(type);
  }
  return types;
}

/** The handler's declaration: a function of the package, a method found by name, or a func literal. */
function handlerDeclaration(handler: Node, ctx: Ctx): { node: Node; file: GoFile } | undefined {
  if (handler.type === 'func_literal') return { node: handler, file: ctx.file };
  const pkg = packageOf(ctx);
  if (handler.type === 'identifier') return pkg.funcs.get(handler.text);
  if (handler.type === 'selector_expression') {
    const name = field(handler, 'field')!.text;
    const operand = field(handler, 'operand');
    const other = operand?.type === 'identifier' ? importedPackage(ctx, operand.text) : undefined;
    if (other?.funcs.get(name)) return other.funcs.get(name);
    const methods = pkg.methods.get(name) ?? [];
    if (methods.length === 1) return methods[0];
  }
  return undefined;
}

function goSdkTool(toolNode: Node, handler: Node | undefined, call: Node, ctx: Ctx): ExtractedTool | Unread {
  let literal = toolNode;
  if (literal.type === 'unary_expression') literal = field(literal, 'operand')!;
  if (literal.type === 'identifier') {
    const local = localValue(literal.text, ctx, call) ?? packageOf(ctx).values.get(literal.text)?.node;
    if (local) literal = local.type === 'unary_expression' ? field(local, 'operand')! : local;
  }
  if (literal.type !== 'composite_literal')
    return {
      file: ctx.file.path,
      line: lineOf(call),
      pattern: 'go-sdk',
      reason: `the tool is built at run time (${toolNode.text.slice(0, 60)})`,
    };
  const fields = new Map<string, Node>();
  for (const element of named(field(literal, 'body')!).filter((e) => e.type === 'keyed_element')) {
    const [key, value] = named(element);
    if (key && value) fields.set(key.text, value);
  }
  const nameValue = fields.get('Name') ? goValue(fields.get('Name')!, ctx) : unknownValue('no Name');
  if (!nameValue.ok || typeof nameValue.value !== 'string')
    return {
      file: ctx.file.path,
      line: lineOf(call),
      pattern: 'go-sdk',
      reason: `the tool's name is computed (${fields.get('Name')?.text ?? 'missing'})`,
    };
  const reading: Reading = { notes: [], schema: 'static', description: 'static' };
  const tool: ExtractedTool['tool'] = { name: nameValue.value };
  const titleNode = fields.get('Title');
  if (titleNode) {
    const value = goValue(titleNode, ctx);
    if (value.ok && typeof value.value === 'string' && value.value !== '') tool.title = value.value;
  }
  const descriptionNode = fields.get('Description');
  if (descriptionNode) {
    const value = goValue(descriptionNode, ctx);
    if (value.ok && typeof value.value === 'string') {
      if (value.value !== '') tool.description = value.value;
      if (value.partial) {
        reading.description = 'partial';
        reading.notes.push(`the description has run-time parts, shown as written: ${value.partial.join(', ')}`);
      }
    } else {
      reading.description = 'unknown';
      reading.notes.push(`the description is computed at run time (${value.ok ? 'not a string' : value.why})`);
    }
  }
  const schemaNode = fields.get('InputSchema');
  if (schemaNode) {
    const value = goValue(schemaNode, ctx);
    if (value.ok && value.value && typeof value.value === 'object')
      tool.inputSchema = lowerKeys(value.value) as Record<string, unknown>;
    else {
      reading.schema = 'unknown';
      reading.notes.push('the input schema is built at run time');
    }
  } else {
    const decl = handler ? handlerDeclaration(handler, ctx) : undefined;
    const params = decl ? parameterTypes(decl.node) : [];
    if (!decl || params.length < 3) {
      reading.schema = 'unknown';
      reading.notes.push(
        `the input schema is inferred from the handler ${handler?.text.slice(0, 40) ?? ''}, whose argument type was not found`,
      );
    } else {
      if (decl.file !== ctx.file) ctx.index.used.add(decl.file.path);
      const inCtx = { ...ctx, file: decl.file };
      const argType = params[2]!;
      const schema =
        argType.type === 'type_identifier' && argType.text === 'any'
          ? { type: 'object' }
          : goTypeSchema(argType, inCtx, reading, []);
      tool.inputSchema = schema;
    }
  }
  const annotationsNode = fields.get('Annotations');
  if (annotationsNode) {
    const value = goValue(annotationsNode, ctx);
    if (value.ok && value.value && typeof value.value === 'object') {
      const annotations: Record<string, unknown> = {};
      for (const [key, v] of Object.entries(value.value)) {
        // ReadOnlyHint and IdempotentHint are plain bools with omitempty: false is not sent.
        if ((key === 'ReadOnlyHint' || key === 'IdempotentHint') && v === false) continue;
        annotations[key.charAt(0).toLowerCase() + key.slice(1)] = v;
      }
      if (Object.keys(annotations).length > 0) tool.annotations = annotations;
    } else reading.notes.push('the annotations are computed at run time');
  }
  return {
    tool,
    file: ctx.file.path,
    line: lineOf(call),
    pattern: 'go-sdk',
    description: reading.description,
    schema: reading.schema,
    notes: reading.notes,
  };
}

/** A jsonschema.Schema literal's Go field names as JSON keys (Type → type, Properties → properties…). */
function lowerKeys(value: unknown, parent?: string): unknown {
  if (Array.isArray(value)) return value.map((v) => lowerKeys(v));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      parent === 'Properties' || parent === 'properties' ? key : key.charAt(0).toLowerCase() + key.slice(1),
      lowerKeys(v, key),
    ]),
  );
}

/** Environment variables the files read by literal name: os.Getenv("X"), os.LookupEnv("X"). */
export function goEnvironment(index: GoIndex): string[] {
  const names = new Set<string>();
  for (const pkg of index.packages.values()) {
    for (const file of pkg.files) {
      for (const call of file.root.descendantsOfType('call_expression').filter((n): n is Node => n !== null)) {
        if (!/^os\.(Getenv|LookupEnv)$/.test(field(call, 'function')?.text ?? '')) continue;
        const arg = named(field(call, 'arguments')!)[0];
        const value =
          arg?.type === 'interpreted_string_literal' || arg?.type === 'raw_string_literal'
            ? goValue(arg, { file, index, depth: 0 })
            : undefined;
        if (value?.ok && typeof value.value === 'string' && /^[A-Z][A-Z0-9_]*$/.test(value.value))
          names.add(value.value);
      }
    }
  }
  return [...names].sort();
}

/** Every tool the Go files define. */
export function extractGo(index: GoIndex): { tools: ExtractedTool[]; unread: Unread[] } {
  const tools: ExtractedTool[] = [];
  const unread: Unread[] = [];
  for (const pkg of index.packages.values()) {
    for (const file of pkg.files) {
      const mcpGo = aliasesFor(file, MCP_GO);
      const sdk = aliasesFor(file, GO_SDK);
      if (mcpGo.size === 0 && sdk.size === 0) continue;
      const before = tools.length + unread.length;
      for (const call of file.root.descendantsOfType('call_expression').filter((n): n is Node => n !== null)) {
        let scope: Node | null = call.parent;
        while (scope && scope.type !== 'function_declaration' && scope.type !== 'method_declaration')
          scope = scope.parent;
        const ctx: Ctx = { file, index, depth: 0, scope: scope ?? undefined };
        const args = named(field(call, 'arguments') ?? call).filter((a) => a.type !== 'comment');
        if (mcpGo.size > 0 && selectorOf(call, mcpGo) === 'NewTool') {
          const result = mcpGoTool(call, ctx, mcpGo);
          if ('tool' in result) tools.push(result);
          else unread.push(result);
        } else if (sdk.size > 0 && selectorOf(call, sdk) === 'AddTool' && args.length === 3) {
          const result = goSdkTool(args[1]!, args[2], call, ctx);
          if ('tool' in result) tools.push(result);
          else unread.push(result);
        } else if (
          sdk.size > 0 &&
          field(call, 'function')?.type === 'selector_expression' &&
          field(field(call, 'function')!, 'field')?.text === 'AddTool' &&
          args.length === 2
        ) {
          // server.AddTool(&mcp.Tool{…, InputSchema: …}, handler): the low-level method.
          const result = goSdkTool(args[0]!, undefined, call, ctx);
          if ('tool' in result) tools.push(result);
          else unread.push(result);
        }
      }
      if (tools.length + unread.length > before) index.used.add(file.path);
    }
  }
  return { tools, unread };
}
