import { describe, expect, it } from 'vitest';
import { blockClassName, declarations, mediaSizes, responsiveCss } from '@/page-runtime/render/responsive-styles';
import { contentEntrySchema } from '@/domain/content/entry';
import { z } from 'zod';

describe('responsive styles as CSS', () => {
  it('large applies at every width; medium and small override it at the §9 breakpoints (991px, 640px)', () => {
    expect(
      responsiveCss('builder-1a', {
        large: { marginTop: '20px', display: 'flex' },
        medium: { marginTop: '12px' },
        small: { marginTop: '8px', flexDirection: 'column' },
      }),
    ).toBe(
      '.builder-1a{margin-top:20px;display:flex}' +
        '@media (max-width: 991px){.builder-1a{margin-top:12px}}' +
        '@media (max-width: 640px){.builder-1a{margin-top:8px;flex-direction:column}}',
    );
  });

  it('camelCase and vendor-prefixed properties become CSS names; custom properties stay as written', () => {
    expect(declarations({ WebkitLineClamp: '3', backgroundColor: 'rgba(0, 0, 0, 0.5)', '--gap': '4px' })).toBe(
      '-webkit-line-clamp:3;background-color:rgba(0, 0, 0, 0.5);--gap:4px',
    );
  });

  it('a value that could end the rule, open a comment or close the style element is dropped, the rest kept', () => {
    expect(declarations({ color: 'red;}body{display:none', width: '100%', content: '"</style><script>"', margin: '0 /* x */', padding: '4px' })).toBe(
      'width:100%;padding:4px',
    );
  });

  it('non-text values and malformed property names are dropped; an empty breakpoint adds no rule', () => {
    expect(declarations({ 'margin top': '1px', 'a{b': '1px', top: { nested: 1 }, zIndex: 3 })).toBe('z-index:3');
    expect(responsiveCss('x', { large: {}, small: { color: 'red' } })).toBe('@media (max-width: 640px){.x{color:red}}');
  });

  it('a block id becomes a safe class name', () => {
    expect(blockClassName('builder-7d697a37')).toBe('builder-7d697a37');
    expect(blockClassName('9abc')).toBe('b-9abc');
    expect(blockClassName('a"><script>')).toBe('ascript');
    expect(blockClassName('"<>')).toBeUndefined();
  });
});

describe("the content's own breakpoints (meta.breakpoints), read as the SDK reads them", () => {
  const styles = { large: { color: 'red' }, medium: { color: 'green' }, small: { color: 'blue' }, xsmall: { color: 'black' } };

  it('small and medium move only when both are set; xsmall rules exist only where the content sets xsmall', () => {
    expect(mediaSizes(undefined)).toEqual({ small: 640, medium: 991 });
    expect(mediaSizes({ small: 500 })).toEqual({ small: 640, medium: 991 });
    expect(mediaSizes({ small: 500, medium: 800, xsmall: 320 })).toEqual({ xsmall: 320, small: 500, medium: 800 });
    expect(responsiveCss('b', styles)).toBe('.b{color:red}@media (max-width: 991px){.b{color:green}}@media (max-width: 640px){.b{color:blue}}');
    expect(responsiveCss('b', styles, mediaSizes({ small: 500, medium: 800, xsmall: 320 }))).toBe(
      '.b{color:red}@media (max-width: 800px){.b{color:green}}@media (max-width: 500px){.b{color:blue}}@media (max-width: 320px){.b{color:black}}',
    );
  });

  it('an entry keeps meta.breakpoints; a malformed meta is ignored, not a failed entry', () => {
    const schema = contentEntrySchema(z.looseObject({}));
    const entry = (meta: unknown) => schema.parse({ id: 'p', data: {}, query: [], meta });
    expect(entry({ breakpoints: { small: 500, medium: 800 } }).breakpoints).toEqual({ small: 500, medium: 800 });
    expect(entry({ breakpoints: { small: 'wide' } }).breakpoints).toBeUndefined();
    expect(entry('nonsense').breakpoints).toBeUndefined();
  });
});
