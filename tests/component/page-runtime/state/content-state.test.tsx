import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileAction, compileExpression, type Compiled } from '@/page-runtime/expressions/compile';
import type { Program } from '@/page-runtime/expressions/program';
import { ContentState, StateBlock } from '@/page-runtime/state/content-state';
import { safeHtml } from '@/page-runtime/state/safe-html';

afterEach(() => {
  vi.restoreAllMocks();
});

function program(result: Compiled): Program {
  if (!result.ok) throw new Error(result.reason);
  return result.program;
}
const expr = (code: string) => program(compileExpression(code));
const act = (code: string) => program(compileAction(code));

const base = { locals: {}, initiallyVisible: true, initialStyle: {}, initialProperties: {} } as const;

describe('the state island: actions change the content state, and the blocks that read it follow', () => {
  it('until the first action a block draws what the server drew, even where its program would differ (hydration changes nothing)', () => {
    render(
      <ContentState initialState={{ count: 0 }} content={{}}>
        <StateBlock {...base} text={{ program: expr("'browser ' + state.count"), initialHtml: '<p>server</p>', className: 'builder-text' }} />
      </ContentState>,
    );
    expect(screen.getByText('server')).toBeTruthy();
  });

  it('a click action updates the state; bound text, a button label and show/hide follow', () => {
    render(
      <ContentState initialState={{ count: 0, open: false }} content={{}}>
        <StateBlock {...base} button={{ className: 'b', label: 'Add', program: expr("state.count > 0 ? 'Add another' : 'Add'") }} actions={{ click: act('state.count += 1; state.open = true') }} />
        <StateBlock {...base} text={{ program: expr("'<p>' + state.count + ' added</p>'"), initialHtml: '<p>0 added</p>', className: 't' }} />
        <StateBlock {...base} show={expr('state.open')} initiallyVisible={false}>
          <p>Opened</p>
        </StateBlock>
      </ContentState>,
    );
    expect(screen.getByText('Opened').parentElement?.style.display).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('1 added')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add another' })).toBeTruthy();
    expect(screen.getByText('Opened').parentElement?.style.display).toBe('');
  });

  it('a block with a click action that is no button answers Enter and Space as a button', () => {
    render(
      <ContentState initialState={{ count: 0 }} content={{}}>
        <StateBlock {...base} actions={{ click: act('state.count++') }}>
          <span>Tap me</span>
        </StateBlock>
        <StateBlock {...base} text={{ program: expr('String(state.count)'), initialHtml: '0', className: 't' }} />
      </ContentState>,
    );
    const target = screen.getByRole('button', { name: 'Tap me' });
    expect(target.tabIndex).toBe(0);
    fireEvent.keyDown(target, { key: 'Enter' });
    fireEvent.keyDown(target, { key: ' ' });
    fireEvent.keyDown(target, { key: 'a' });
    expect(screen.getByText('2')).toBeTruthy();
  });

  it("a repeated block's own names and the content's data reach its action; the repeat's names do not stay in the content's state", () => {
    render(
      <ContentState initialState={{ picked: 'none' }} content={{ data: { title: 'Plan' } }}>
        <StateBlock {...base} locals={{ $index: 1, tipsItem: { title: 'Cold' } }} actions={{ click: act('state.picked = state.tipsItem.title + state.$index + content.data.title') }}>
          <span>Pick</span>
        </StateBlock>
        <StateBlock {...base} text={{ program: expr("state.picked + ' ' + typeof state.tipsItem"), initialHtml: 'none', className: 't' }} />
      </ContentState>,
    );
    fireEvent.click(screen.getByText('Pick'));
    expect(screen.getByText('Cold1Plan undefined')).toBeTruthy();
  });

  it('an action that fails is logged and leaves the state as it was', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ContentState initialState={{ count: 0 }} content={{}}>
        <StateBlock {...base} actions={{ click: act('state.count = state.missing.deep') }}>
          <span>Break</span>
        </StateBlock>
        <StateBlock {...base} text={{ program: expr("'n=' + state.count"), initialHtml: 'n=0', className: 't' }} />
      </ContentState>,
    );
    fireEvent.click(screen.getByText('Break'));
    expect(screen.getByText('n=0')).toBeTruthy();
    expect(logged).toHaveBeenCalled();
  });
});

describe('text an action changed is made safe in the browser', () => {
  it('keeps rich-text tags and safe links, drops scripts, handlers and unsafe links, escapes plain text', () => {
    expect(safeHtml('<p onclick="x()">Hi <script>x()</script><b>there</b></p>')).toBe('<p>Hi <b>there</b></p>');
    expect(safeHtml('<a href="javascript:alert(1)">x</a><a href="/ok">y</a>')).toBe('<a>x</a><a href="/ok">y</a>');
    expect(safeHtml('1 < 2 & "3"')).toBe('1 &lt; 2 &amp; &quot;3&quot;');
    expect(safeHtml('Tom &amp; Jerry')).toBe('Tom &amp; Jerry');
    expect(safeHtml('<img src=x onerror=alert(1)>ok')).toBe('ok');
  });
});
