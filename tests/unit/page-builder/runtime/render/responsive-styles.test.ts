import { describe, expect, it } from 'vitest';
import { blockClassName, declarations, responsiveCss } from '@/page-builder/runtime/render/responsive-styles';

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
