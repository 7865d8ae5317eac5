import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every shape is declared once: as a zod schema, with its type from `z.infer` (or z.output/z.input).
 * This scan finds object types and interfaces in src/ that spell out the fields of a zod object
 * schema by hand instead, the copy that drifts when a field is added to one and not the other.
 *
 * Schemas are read from every layer that declares one (block options included); types from all of src/. A type
 * restates a schema when its field names equal the schema's keys, or include every one of them
 * (a type that adds fields to a schema's shape should extend `z.infer<…>` or the schema).
 */
const root = path.resolve(import.meta.dirname, '../../..');
const SCHEMA_LAYERS = ['config', 'engine', 'domain', 'machines', 'services', 'ui', 'features', 'block-kit', 'blocks', 'page-runtime', 'shell', 'server', 'studio', 'app'];
/**
 * Two-field shapes (`{ label, url }`, `{ src, alt }`, `{ sort, page }`) recur in unrelated places, so
 * a type counts as a copy from three shared field names, and as a widened copy from four.
 */
const MIN_KEYS_FOR_EQUAL = 3;
const MIN_KEYS_FOR_SUPERSET = 4;
/**
 * Types that share a schema's field names but not its meaning, or whose schema cannot move yet;
 * each with why. An entry that no longer matches anything fails the test, so the list only shrinks.
 */
const ALLOWED: Readonly<Record<string, string>> = {
  'src/services/search/types.ts: ContentSearchHit':
    "the app's hit, normalized from the lenient wire hit (no null content or label, an ISO date) with its highlighted HTML",
  'src/services/search/types.ts: ContentSearchResults': "the app's results, with a 1-based page; the wire result it shares names with counts pages from 0",
  'src/domain/newsletter/rules.ts: SignupRequestBody':
    'the signup body schema checks the bot-check token length, a bot-check service constant the domain layer cannot import',
};

const OBJECT_FACTORIES = new Set(['object', 'strictObject', 'looseObject']);

type Schema = { readonly name: string; readonly file: string; readonly keys: ReadonlySet<string> };
type Finding = { readonly type: string; readonly file: string; readonly schema: Schema };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function parse(file: string, text: string): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

function propertyName(name: ts.PropertyName | undefined): string | undefined {
  if (name === undefined) return undefined;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return undefined;
}

/** The name a nested node is known by: its variable, type, property or function, with the path down to it. */
function nameOf(node: ts.Node): string {
  const parts: string[] = [];
  for (let at: ts.Node | undefined = node; at !== undefined; at = at.parent) {
    if (ts.isVariableDeclaration(at) || ts.isTypeAliasDeclaration(at) || ts.isInterfaceDeclaration(at) || ts.isFunctionDeclaration(at)) {
      parts.unshift(at.name?.getText() ?? '(anonymous)');
      break;
    }
    if ((ts.isPropertyAssignment(at) || ts.isPropertySignature(at) || ts.isGetAccessorDeclaration(at)) && at !== node) {
      parts.unshift(propertyName(at.name) ?? '?');
    }
  }
  return parts.join('.') || '(anonymous)';
}

/** `z.object({ … })`, `z.strictObject({ … })`, `z.looseObject({ … })` and `.extend({ … })` calls and the keys they declare. */
function schemasIn(file: string, text: string): Schema[] {
  const found: Schema[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ((ts.isIdentifier(node.expression.expression) && node.expression.expression.text === 'z' && OBJECT_FACTORIES.has(node.expression.name.text)) ||
        // `base.extend({ … })`: the keys it adds are declared here (the base's are counted where it is).
        node.expression.name.text === 'extend')
    ) {
      const [shape] = node.arguments;
      if (shape !== undefined && ts.isObjectLiteralExpression(shape)) {
        const keys = new Set<string>();
        for (const member of shape.properties) {
          const key = ts.isSpreadAssignment(member) ? undefined : propertyName(member.name);
          if (key !== undefined) keys.add(key);
        }
        if (keys.size > 0) found.push({ name: nameOf(node), file, keys });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file, text));
  return found;
}

/** Object types and interfaces whose field names restate one of the schemas. */
function restatedTypes(file: string, text: string, schemas: readonly Schema[]): Finding[] {
  const findings: Finding[] = [];
  const check = (node: ts.TypeLiteralNode | ts.InterfaceDeclaration): void => {
    const fields = new Set(node.members.flatMap((m) => (ts.isPropertySignature(m) ? [propertyName(m.name) ?? ''] : [])));
    for (const schema of schemas) {
      const covers = [...schema.keys].every((key) => fields.has(key));
      const equal = covers && fields.size === schema.keys.size;
      if ((equal && schema.keys.size >= MIN_KEYS_FOR_EQUAL) || (covers && schema.keys.size >= MIN_KEYS_FOR_SUPERSET)) {
        findings.push({ type: nameOf(node), file, schema });
      }
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isTypeLiteralNode(node) || ts.isInterfaceDeclaration(node)) check(node);
    ts.forEachChild(node, visit);
  };
  visit(parse(file, text));
  return findings;
}

const relative = (file: string): string => path.relative(root, file);
const describeFinding = (f: Finding): string =>
  `${relative(f.file)}: type ${f.type} restates the fields of ${f.schema.name} (${relative(f.schema.file)}); use z.infer<typeof ${f.schema.name.split('.')[0]}> (or z.output/z.input)`;

describe('every shape is declared once, as a zod schema with its type inferred', () => {
  const schemas = SCHEMA_LAYERS.flatMap((layer) => {
    const dir = path.join(root, 'src', layer);
    try {
      return sourceFiles(dir).flatMap((file) => schemasIn(file, readFileSync(file, 'utf8')));
    } catch {
      return []; // a layer that does not exist (yet) has no schemas
    }
  });

  it('finds the schemas it checks against (the scan is not vacuous)', () => {
    expect(schemas.length).toBeGreaterThan(50);
    expect(schemas.map((s) => s.name)).toEqual(expect.arrayContaining(['productFactsSchema', 'pageDataSchema', 'productSearchHitSchema']));
  });

  it('no type in src/ restates a schema’s fields by hand', () => {
    const findings = sourceFiles(path.join(root, 'src')).flatMap((file) => restatedTypes(file, readFileSync(file, 'utf8'), schemas));
    const key = (f: Finding): string => `${relative(f.file)}: ${f.type}`;
    expect(findings.filter((f) => !(key(f) in ALLOWED)).map(describeFinding)).toEqual([]);
    // An allowance for a type that was since fixed (or renamed) must go.
    expect(Object.keys(ALLOWED).filter((allowed) => !findings.some((f) => key(f) === allowed))).toEqual([]);
  });

  it('rejects a hand-written copy of a schema, naming the type, and accepts the inferred type', () => {
    const schemaFile = path.join(root, 'src/domain/pet.ts');
    const schemaText = "export const petSchema = z.object({ name: z.string(), age: z.number(), species: z.enum(['dog', 'cat']), ok: z.boolean() });";
    const fixtureSchemas = schemasIn(schemaFile, schemaText);
    expect(fixtureSchemas.map((s) => [s.name, [...s.keys]])).toEqual([['petSchema', ['name', 'age', 'species', 'ok']]]);

    const copy = 'export type Pet = { readonly name: string; readonly age: number; species: string; ok?: boolean };';
    const widened = 'interface PetCard { name: string; age: number; species: string; ok: boolean; photo: string }';
    const inferred = 'export type Pet = z.infer<typeof petSchema>;\nexport type PetCard = Pet & { photo: string };';
    expect(restatedTypes(schemaFile, copy, fixtureSchemas).map(describeFinding)).toEqual([
      'src/domain/pet.ts: type Pet restates the fields of petSchema (src/domain/pet.ts); use z.infer<typeof petSchema> (or z.output/z.input)',
    ]);
    expect(restatedTypes(schemaFile, widened, fixtureSchemas).map((f) => f.type)).toEqual(['PetCard']);
    expect(restatedTypes(schemaFile, inferred, fixtureSchemas)).toEqual([]);
  });
});
