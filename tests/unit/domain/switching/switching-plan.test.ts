import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  SWITCHING_PACES,
  SWITCHING_PLAN,
  switchingDays,
  switchingPlan,
  type SwitchingPlan,
} from '@/domain/switching/switching-plan';
import { contentCopy, quizCopy, routesCopy, type CopyItem } from '../../../support/visitor-copy';

const PLANS: readonly SwitchingPlan[] = SWITCHING_PACES.map((pace) => switchingPlan(pace));

describe('the switching plan', () => {
  it.each(SWITCHING_PACES)('%s: every day of the plan is fresh and current food summing to one, never less fresh than the day before, all fresh on the last day', (pace) => {
    const plan = switchingPlan(pace);
    const days = switchingDays(plan);
    expect(days.map((d) => d.day)).toEqual(Array.from({ length: plan.days }, (_, i) => i + 1));
    for (const [i, d] of days.entries()) {
      expect(d.fresh + d.current).toBe(1);
      expect(d.fresh).toBeGreaterThan(0);
      if (i > 0) expect(d.fresh).toBeGreaterThanOrEqual(days[i - 1]?.fresh ?? 0);
    }
    expect(days.at(-1)?.fresh).toBe(1);
  });

  it('the usual switch takes a week; the gentle one the same shares over two', () => {
    expect(SWITCHING_PLAN.days).toBe(7);
    expect(switchingPlan('gentle').days).toBe(14);
    expect(switchingPlan('gentle').stages.map((s) => s.fresh)).toEqual(SWITCHING_PLAN.stages.map((s) => s.fresh));
  });
});

// ---------------------------------------------------------------------------------------------
// What pages say about switching must be the plan. A sentence speaks of switching when it names
// it; in such a sentence every duration must be one of the plan's lengths, and every "Days 1 to 2:
// one quarter fresh" line must be one of the plan's stages.

const SWITCH_WORDS = /\b(switch\w*|transition\w*|changeover|moving \w+ (?:from|to) fresh)\b/i;
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, twenty: 20, thirty: 30,
};
const DURATION = /\b(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|twenty|thirty)[\s-](days?|weeks?)\b/gi;
const ALLOWED_DAYS = new Set(PLANS.map((p) => p.days));

function durationsIn(sentence: string): { readonly words: string; readonly days: number }[] {
  return [...sentence.matchAll(DURATION)].map((m) => {
    const n = /^\d+$/.test(m[1] ?? '') ? Number(m[1]) : (NUMBER_WORDS[(m[1] ?? '').toLowerCase()] ?? NaN);
    return { words: m[0], days: (m[2] ?? '').toLowerCase().startsWith('week') ? n * 7 : n };
  });
}

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n+/).filter((s) => s.trim() !== '');
}

const SHARE_WORDS: readonly (readonly [RegExp, number])[] = [
  [/^fresh food only\b/i, 1],
  [/^half and half\b/i, 0.5],
  [/^three quarters fresh\b/i, 0.75],
  [/^one quarter fresh\b/i, 0.25],
  [/^(\d+)% fresh\b/i, NaN],
];

function shareOf(description: string): number | undefined {
  for (const [pattern, share] of SHARE_WORDS) {
    const m = pattern.exec(description.trim());
    if (m) return Number.isNaN(share) ? Number(m[1]) / 100 : share;
  }
  return undefined;
}

const STAGE_LINE = /\bDays? (\d+)(?:\s*(?:to|–|-)\s*(\d+))?:\s*([^\n]*)/g;

function isPlanStage(first: number, last: number, fresh: number | undefined): boolean {
  return PLANS.some((p) => p.stages.some((s) => s.firstDay === first && s.lastDay === last && (fresh === undefined || s.fresh === fresh)));
}

const COPY: readonly CopyItem[] = [...contentCopy(), ...quizCopy(), ...routesCopy()];

describe('every page that states how long a switch takes, or its daily shares, states the switching plan', () => {
  it('durations in sentences about switching are the plan\'s (a week, or two at the gentle pace)', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const item of COPY) {
      for (const sentence of sentences(item.text)) {
        if (!SWITCH_WORDS.test(sentence)) continue;
        for (const d of durationsIn(sentence)) {
          checked += 1;
          if (!ALLOWED_DAYS.has(d.days)) wrong.push(`${item.locale} ${item.source}: "${d.words}" in "${sentence}"`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // The transition guide, the blog and the vet pages all state a duration: the check saw them.
    expect(checked).toBeGreaterThan(10);
  });

  it('day-by-day lines ("Days 1 to 2: one quarter fresh…") are the plan\'s stages and shares', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const item of COPY) {
      for (const m of item.text.matchAll(STAGE_LINE)) {
        const first = Number(m[1]);
        const last = m[2] === undefined ? first : Number(m[2]);
        const fresh = shareOf(m[3] ?? '');
        if (fresh === undefined) continue;
        checked += 1;
        if (!isPlanStage(first, last, fresh)) wrong.push(`${item.locale} ${item.source}: "${m[0]}"`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(SWITCHING_PLAN.stages.length * 3);
  });

  it('no Transitioning block types its own days or shares: each shows the plan at a pace', () => {
    const file = path.resolve(__dirname, '../../../../fixtures/content/page/transition-guide.json');
    const page = JSON.parse(readFileSync(file, 'utf8')) as { data: { blocks: { component?: { name: string; options: Record<string, unknown> } }[] } };
    const blocks = page.data.blocks.flatMap((b) => (b.component?.name === 'Transitioning' ? [b.component.options] : []));
    expect(blocks.length).toBeGreaterThan(0);
    for (const options of blocks) {
      expect(options).not.toHaveProperty('steps');
      expect(['Standard', 'Gentle']).toContain(options.pace);
    }
  });
});
