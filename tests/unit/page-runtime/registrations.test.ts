import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { BUILDER_FORM_COMPONENT_NAMES } from '@/page-runtime/forms/builder-form-names';
import { WIDGET_NAMES } from '@/page-runtime/render/widgets/widget-blocks';
import { BLOCK_REGISTRY, TEST_BLOCKS } from '@/page-runtime/registry';
import { IMAGE_FILE_TYPES } from '@/block-kit/shared-inputs';
import type { BlockInput } from '@/block-kit/types';
import type { RegisteredBlock } from '@/page-runtime/types';
import { IMAGES } from '@/config/constants';
import { TEST_PAGES_ATTRIBUTE } from '@/services/content/targeting';
import { fixtureElements, fixtureFiles, fixturePages, isRecord } from '../blocks/fixture-blocks';

// ---------------------------------------------------------------------------------------------
// Schema introspection: enough of zod's structure to line inputs up with schema fields.

type Schema = z.core.$ZodType;
type Shape = Readonly<Record<string, Schema>>;

function unwrap(schema: Schema): Schema {
  let current = schema;
  while (current instanceof z.core.$ZodDefault || current instanceof z.core.$ZodOptional) {
    current = current._zod.def.innerType;
  }
  return current;
}

/** The object schema a `list` input's items are parsed with. */
function listItemShape(field: Schema): Shape | undefined {
  const inner = unwrap(field);
  if (!(inner instanceof z.core.$ZodArray)) return undefined;
  const element = unwrap(inner._zod.def.element);
  return element instanceof z.core.$ZodObject ? element._zod.def.shape : undefined;
}

type Scope = { readonly where: string; readonly inputs: readonly BlockInput[]; readonly shape: Shape };

/** The block's top-level inputs and every list input's subfields, each with its schema shape. */
function scopes(block: RegisteredBlock): Scope[] {
  const out: Scope[] = [];
  const visit = (where: string, inputs: readonly BlockInput[], shape: Shape) => {
    out.push({ where, inputs, shape });
    for (const input of inputs) {
      const field = shape[input.name];
      if (!input.subFields || !field) continue;
      const itemShape = listItemShape(field);
      if (itemShape) visit(`${where}.${input.name}[]`, input.subFields, itemShape);
    }
  };
  visit(block.name, block.inputs, block.schema.shape);
  return out;
}

/** A field of a scope; a missing field fails every parse (and the keys test names it). */
const fieldOf = (scope: Scope, name: string): Schema => scope.shape[name] ?? z.never();

function allInputs(inputs: readonly BlockInput[]): BlockInput[] {
  return inputs.flatMap((i) => [i, ...allInputs(i.subFields ?? [])]);
}

/** Every block fixture content may name: the production registry and the test-only blocks. */
const blocks = [...BLOCK_REGISTRY, ...TEST_BLOCKS];
const byName = new Map(blocks.map((b) => [b.name, b]));

/** Builder's own components: the SDK renders them (the form ones through our overrides), not our registry. */
const SDK_BUILT_INS = new Set<string>(['PersonalizationContainer', ...BUILDER_FORM_COMPONENT_NAMES, 'Text', 'Image', 'Video', 'Slot', 'Core:Section', 'Core:Button', 'Symbol', ...WIDGET_NAMES]);

// ---------------------------------------------------------------------------------------------

describe('block registrations', () => {
  it.each(blocks.map((b) => [b.name, b] as const))('%s has an object schema', (_name, block) => {
    expect(block.schema).toBeInstanceOf(z.ZodObject);
  });

  it.each(blocks.map((b) => [b.name, b] as const))('%s: every input, subfields included, has a name and a type', (_name, block) => {
    for (const input of allInputs(block.inputs)) {
      expect(input.name, JSON.stringify(input)).toMatch(/^[a-zA-Z][a-zA-Z0-9]*$/);
      expect(typeof input.type, input.name).toBe('string');
      expect(input.type.length, input.name).toBeGreaterThan(0);
    }
  });

  it.each(blocks.map((b) => [b.name, b] as const))('%s: the inputs and the schema fields are the same names', (_name, block) => {
    for (const scope of scopes(block)) {
      const inputNames = scope.inputs.map((i) => i.name).sort();
      expect(inputNames, `${scope.where}: an input is declared twice`).toEqual([...new Set(inputNames)]);
      expect(inputNames, scope.where).toEqual(Object.keys(scope.shape).sort());
    }
  });

  it.each(blocks.map((b) => [b.name, b] as const))('%s: list inputs parse into lists of objects', (_name, block) => {
    for (const scope of scopes(block)) {
      for (const input of scope.inputs.filter((i) => i.type === 'list')) {
        expect(input.subFields?.length, `${scope.where}.${input.name} has subFields`).toBeGreaterThan(0);
        expect(listItemShape(fieldOf(scope, input.name)), `${scope.where}.${input.name}`).toBeDefined();
      }
    }
  });

  it.each(blocks.map((b) => [b.name, b] as const))('%s: an input default is what the schema fills in', (_name, block) => {
    for (const scope of scopes(block)) {
      for (const input of scope.inputs.filter((i) => i.defaultValue !== undefined)) {
        const field = fieldOf(scope, input.name);
        expect(z.parse(field, undefined), `${scope.where}.${input.name}`).toEqual(input.defaultValue);
      }
    }
  });

  it.each(blocks.map((b) => [b.name, b] as const))(
    '%s: a required input without a default is required by the schema, and an optional one is optional',
    (_name, block) => {
      for (const scope of scopes(block)) {
        for (const input of scope.inputs.filter((i) => i.defaultValue === undefined)) {
          const field = fieldOf(scope, input.name);
          expect(z.safeParse(field, undefined).success, `${scope.where}.${input.name}`).toBe(!input.required);
        }
      }
    },
  );

  it.each(blocks.map((b) => [b.name, b] as const))('%s: dropdown inputs offer exactly what the schema accepts', (_name, block) => {
    for (const scope of scopes(block)) {
      for (const input of scope.inputs.filter((i) => i.enum)) {
        const field = fieldOf(scope, input.name);
        for (const value of input.enum ?? []) expect(z.safeParse(field, value).success, `${scope.where}.${input.name}=${value}`).toBe(true);
        expect(z.safeParse(field, 'Not An Option').success, `${scope.where}.${input.name}`).toBe(false);
        const inner = unwrap(field);
        expect(inner instanceof z.core.$ZodEnum ? Object.values(inner._zod.def.entries).sort() : undefined, `${scope.where}.${input.name}`).toEqual(
          [...(input.enum ?? [])].sort(),
        );
      }
    }
  });

  it('image inputs allow only jpeg, svg and png (§5)', () => {
    const allowed = new Set<string>([...IMAGES.editorAllowedTypes, 'jpg']);
    expect(new Set(IMAGE_FILE_TYPES)).toEqual(allowed);
    const fileInputs = blocks.flatMap((b) => allInputs(b.inputs).filter((i) => i.type === 'file').map((i) => [b.name, i] as const));
    expect(fileInputs.length).toBeGreaterThan(0);
    for (const [name, input] of fileInputs) {
      expect(input.allowedFileTypes, `${name}.${input.name}`).toBeDefined();
      expect(new Set(input.allowedFileTypes), `${name}.${input.name}`).toEqual(allowed);
    }
  });

  it('image fields accept same-origin jpeg, png and svg paths and refuse other types and other hosts', () => {
    for (const block of blocks) {
      for (const scope of scopes(block)) {
        for (const input of scope.inputs.filter((i) => i.type === 'file')) {
          const field = fieldOf(scope, input.name);
          const at = `${scope.where}.${input.name}`;
          for (const ok of ['/media/a.jpg', '/media/a.JPEG', '/media/a.png', '/media/icons/a.svg', '/media/a.jpg?v=2']) {
            expect(z.safeParse(field, ok).success, `${at} accepts ${ok}`).toBe(true);
          }
          for (const bad of ['/media/a.gif', '/media/a.webp', 'https://cdn.example.com/a.jpg', '//cdn.example.com/a.jpg', 'javascript:alert(1)//.png']) {
            expect(z.safeParse(field, bad).success, `${at} refuses ${bad}`).toBe(false);
          }
        }
      }
    }
  });

  it('link fields refuse script URLs and protocol-relative hosts', () => {
    for (const block of blocks) {
      for (const scope of scopes(block)) {
        for (const input of scope.inputs.filter((i) => i.type === 'url')) {
          const field = fieldOf(scope, input.name);
          for (const ok of ['/where-to-buy', '/en-gb/contact', 'https://example.com/', 'mailto:hi@example.com', 'tel:+18005550100', '#faq']) {
            expect(z.safeParse(field, ok).success, `${scope.where}.${input.name} accepts ${ok}`).toBe(true);
          }
          for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', '//evil.example', 'data:text/html,hi', 'where-to-buy', '']) {
            expect(z.safeParse(field, bad).success, `${scope.where}.${input.name} refuses ${JSON.stringify(bad)}`).toBe(false);
          }
        }
      }
    }
  });
});

describe('fixture content against the registrations', () => {
  it('finds blocks in every page fixture, including variations, personalization variants and Container children', () => {
    expect(fixtureFiles.length).toBeGreaterThan(0);
    const paths = fixtureElements.map((e) => e.path);
    expect(paths.some((p) => p.includes('.variants['))).toBe(true);
    expect(paths.some((p) => p.includes('.children['))).toBe(true);
    expect(paths.some((p) => p.startsWith('.variations.'))).toBe(true);
  });

  it('every fixture block names a registered block or a Builder built-in', () => {
    // The unknown-component conformance page names components nobody registered, on purpose.
    const unknown = fixtureElements.filter((e) => !byName.has(e.name) && !SDK_BUILT_INS.has(e.name) && e.file !== 'conformance-unknown-component.json');
    expect(unknown.map((e) => `${e.file}${e.path}: ${e.name}`)).toEqual([]);
  });

  it('every registered block appears on at least one page a visitor can open (test pages and test-only blocks aside)', () => {
    // A block on no published page is seen by no editor, reviewer or visitor, so nothing shows when
    // its view breaks. Pages targeted at the test-pages attribute exist only for the suite.
    const testPageFiles = new Set(
      fixturePages
        .filter(({ json }) => isRecord(json) && Array.isArray(json.query) && json.query.some((q) => isRecord(q) && q.property === TEST_PAGES_ATTRIBUTE))
        .map(({ file }) => file),
    );
    expect(testPageFiles.size, 'the test pages are recognised by their targeting').toBeGreaterThan(0);
    const onAPage = new Set(fixtureElements.filter((e) => !testPageFiles.has(e.file)).map((e) => e.name));
    expect(BLOCK_REGISTRY.map((b) => b.name).filter((name) => !onAPage.has(name))).toEqual([]);
  });

  it('the options of every fixture block parse with its block schema', () => {
    const failures = fixtureElements.flatMap((e) => {
      const block = byName.get(e.name);
      if (!block) return [];
      const parsed = block.schema.safeParse(e.options);
      return parsed.success ? [] : [`${e.file}${e.path} (${e.name}):\n${z.prettifyError(parsed.error)}`];
    });
    expect(failures).toEqual([]);
  });

  it('every option name in fixture content is an input of its block (no silently dropped options)', () => {
    const unknownOptions: string[] = [];
    const check = (where: string, options: Record<string, unknown>, inputs: readonly BlockInput[]) => {
      for (const [key, value] of Object.entries(options)) {
        const input = inputs.find((i) => i.name === key);
        if (!input) {
          unknownOptions.push(`${where}.${key}`);
          continue;
        }
        if (input.subFields && Array.isArray(value)) {
          value.forEach((item, i) => {
            if (isRecord(item)) check(`${where}.${key}[${i}]`, item, input.subFields ?? []);
          });
        }
      }
    };
    for (const e of fixtureElements) {
      const block = byName.get(e.name);
      if (block) check(`${e.file}${e.path} (${e.name})`, e.options, block.inputs);
    }
    expect(unknownOptions).toEqual([]);
  });

  it('every image a fixture block points at exists under public/ (same-origin, never hot-linked)', () => {
    const PUBLIC = path.resolve(__dirname, '../../../public');
    const missing: string[] = [];
    const check = (where: string, options: Record<string, unknown>, inputs: readonly BlockInput[]) => {
      for (const input of inputs) {
        const value = options[input.name];
        if (input.type === 'file' && typeof value === 'string' && !existsSync(path.join(PUBLIC, value.split(/[?#]/)[0] ?? ''))) {
          missing.push(`${where}.${input.name}: ${value}`);
        }
        if (input.subFields && Array.isArray(value)) {
          value.forEach((item, i) => {
            if (isRecord(item)) check(`${where}.${input.name}[${i}]`, item, input.subFields ?? []);
          });
        }
      }
    };
    for (const e of fixtureElements) {
      const block = byName.get(e.name);
      if (block) check(`${e.file}${e.path} (${e.name})`, e.options, block.inputs);
    }
    expect(missing).toEqual([]);
  });

  it('every published fixture page has exactly one level-one heading, and no personalization variant adds one', () => {
    const OPENING_BLOCKS = new Set(['Masthead', 'UI Page Heading']);
    const h1Count = (blocksOfPage: unknown): number => {
      if (!Array.isArray(blocksOfPage)) return 0;
      return blocksOfPage.reduce<number>((sum, block) => {
        if (!isRecord(block) || !isRecord(block.component)) return sum;
        const { name, options } = block.component;
        if (name === 'PersonalizationContainer') return sum; // alternatives: checked below
        // Blog Article always titles its article with the page's h1.
        const own =
          name === 'Blog Article'
            ? 1
            : typeof name === 'string' && OPENING_BLOCKS.has(name)
            ? Number(byName.get(name)?.schema.safeParse(options ?? {}).data?.headingLevel === 'h1')
            : 0;
        return sum + own + h1Count(block.children);
      }, 0);
    };
    // The /contact route opens its page with the contact form's h1; its content is the FAQs below it.
    const UNDER_A_ROUTE_HEADING = new Set(['contact.json']);
    const problems: string[] = [];
    for (const { file, json } of fixturePages) {
      if (!isRecord(json) || !isRecord(json.data) || UNDER_A_ROUTE_HEADING.has(file)) continue;
      const variations = isRecord(json.variations) ? Object.values(json.variations) : [];
      const renderings = [json.data, ...variations.flatMap((v) => (isRecord(v) && isRecord(v.data) ? [v.data] : []))];
      for (const data of renderings) {
        const count = h1Count(data.blocks);
        if (count !== 1) problems.push(`${file}: ${count} h1`);
      }
      for (const e of fixtureElements.filter((el) => el.file === file && el.name === 'PersonalizationContainer')) {
        const variants = Array.isArray(e.options.variants) ? e.options.variants : [];
        for (const v of variants) if (isRecord(v) && h1Count(v.blocks) > 0) problems.push(`${file}${e.path}: a variant adds an h1`);
      }
    }
    expect(problems).toEqual([]);
  });
});
