import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * README.md is the entry point and the documents under docs/ hold the rest, linked to one another
 * by section. A heading renamed or a document moved would leave those links pointing nowhere
 * without anyone noticing, so every relative link is followed here, anchors included.
 */
const root = path.resolve(import.meta.dirname, '../..');
const README_MAX_LINES = 150;

function documents(): string[] {
  const docs = readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join('docs', name));
  return ['README.md', ...docs.sort()];
}

/** Text outside fenced code blocks and inline code spans: a link written as code is not a link. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/**
 * GitHub's heading anchor: lowercase, every character that is not a letter, digit, space, hyphen
 * or underscore removed, spaces turned into hyphens. Repeats of a heading get -1, -2, … as on GitHub.
 */
function slugs(markdown: string): Set<string> {
  const found = new Set<string>();
  const seen = new Map<string, number>();
  const withoutFences = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const match of withoutFences.matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*$/gm)) {
    const text = (match[1] ?? '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count === 0 ? base : `${base}-${count}`);
  }
  return found;
}

interface Link {
  readonly from: string;
  readonly target: string;
}

function relativeLinks(file: string): Link[] {
  const text = prose(readFileSync(path.join(root, file), 'utf8'));
  const links: Link[] = [];
  for (const match of text.matchAll(/\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = match[1] ?? '';
    // Absolute URLs (https:, mailto:, …) leave the repository; only paths inside it are checked.
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    links.push({ from: file, target });
  }
  return links;
}

/** What is wrong with one link, or undefined when it resolves. */
function brokenReason(link: Link): string | undefined {
  const [rawPath = '', anchor] = link.target.split('#', 2);
  const filePath = rawPath === '' ? link.from : path.join(path.dirname(link.from), decodeURIComponent(rawPath));
  const absolute = path.join(root, filePath);
  if (!existsSync(absolute)) return `${link.from}: ${link.target} names a missing file (${filePath})`;
  if (anchor === undefined || anchor === '') return undefined;
  if (!filePath.endsWith('.md')) return `${link.from}: ${link.target} has an anchor into a file that is not markdown`;
  if (!slugs(readFileSync(absolute, 'utf8')).has(decodeURIComponent(anchor))) {
    return `${link.from}: ${link.target} names a heading ${filePath} does not have (#${anchor})`;
  }
  return undefined;
}

describe('documentation links', () => {
  const files = documents();
  const links = files.flatMap(relativeLinks);

  it('finds the documents and their links (so the checks below cannot pass on nothing)', () => {
    expect(files.length).toBeGreaterThan(1);
    expect(links.length).toBeGreaterThan(files.length);
  });

  it('every relative link names a file that exists and, with an anchor, a heading that file has', () => {
    expect(links.map(brokenReason).filter((reason) => reason !== undefined)).toEqual([]);
  });

  it(`README.md stays an entry point of at most ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(path.join(root, 'README.md'), 'utf8').split('\n');
    // A file ending in a newline splits into one empty last element; `wc -l` does not count it.
    const count = lines.at(-1) === '' ? lines.length - 1 : lines.length;
    expect(count).toBeLessThanOrEqual(README_MAX_LINES);
  });
});

describe('GitHub heading slugs', () => {
  it('lowercase the heading, drop punctuation except hyphens, and turn spaces into hyphens', () => {
    expect([...slugs("## Builder's dynamic content, without eval\n## `npm run bench:pages`\n## Two-step A/B tests\n")]).toEqual([
      'builders-dynamic-content-without-eval',
      'npm-run-benchpages',
      'two-step-ab-tests',
    ]);
  });

  it('number a repeated heading as GitHub does', () => {
    expect([...slugs('## Options\n## Options\n')]).toEqual(['options', 'options-1']);
  });

  it('ignore lines in fenced code that look like headings', () => {
    expect([...slugs('```sh\n# a comment\n```\n## Real\n')]).toEqual(['real']);
  });
});
