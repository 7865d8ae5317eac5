import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { TIMING } from '@/config/constants';
import { RouteLoading, ROUTE_LOADING_LABEL } from '@/shell/route-loading/route-loading';

describe('the router spinner while route content loads (§4)', () => {
  it('is a status region that names what is loading, with the spinner hidden from assistive tech', () => {
    render(<RouteLoading />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(ROUTE_LOADING_LABEL);
    expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('waits the §9 loading delay (200 ms) before it becomes visible', () => {
    render(<RouteLoading />);
    expect(screen.getByRole('status').style.getPropertyValue('--route-loading-delay')).toBe(`${TIMING.loadingDelayMs}ms`);
  });

  it('stops spinning for visitors who prefer reduced motion', () => {
    const css = readFileSync('src/ui/spinner.module.css', 'utf8');
    const reduced = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(reduced).toMatch(/\.spinner\s*\{[^}]*animation:\s*none/);
  });
});
