/**
 * Draws the catalog's media from the catalog fixtures, into public/media/catalog/:
 *   products/<slug>.webp       packshot (roll or stand-up bag in the brand colour), 960×960
 *   products/<slug>-alt.webp   the recipe served in a bowl, 960×960
 *   brands/<slug>.webp         brand listing tile, 960×960
 *   video/<slug>-alt.mp4       the alternate videos (H.264, 480×480, 2.5 s, no audio)
 *
 *   npx tsx scripts/generate/generate-catalog.ts && npx tsx scripts/generate/generate-catalog-media.ts
 *
 * Everything is SVG drawn from the data (names, colours, ingredients) and rasterized with sharp;
 * videos are frames piped through Debian's ffmpeg. Deterministic: pseudo-randomness is seeded from
 * each slug, and encoders run single-threaded with bit-exact flags, so a re-run on the same machine
 * rewrites identical files. (Text rendering uses the system's Liberation/DejaVu fonts, so another
 * machine may differ by a few pixels; the committed files are the reference.)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import brandsJson from '../../fixtures/catalog/brands.json';
import productsJson from '../../fixtures/catalog/products.json';
import { IMAGES } from '../../src/config/constants';
import { parseCatalogFixtures } from '../../src/services/catalog/schema';
import type { Brand, CatalogProduct } from '../../src/services/catalog/types';
import type { ListingTag } from '../../src/services/catalog/vocabulary';
import { seededRandom } from '../lib/seeded-random';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PUBLIC = path.join(ROOT, 'public');
/** Twice the §9 product-card width, so cards stay sharp on 2× screens. */
const SIZE = IMAGES.productCardImageWidth * 2;
const VIDEO_SIZE = 480;
const FPS = 24;
const VIDEO_FRAMES = 60;
const FFMPEG = '/usr/bin/ffmpeg';

// Other workers share this machine's two cores.
sharp.concurrency(1);

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

const prng = seededRandom;

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes a colour toward white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  const [r, g, b] = hexToRgb(hex).map((c) => Math.round(c + (target - c) * a)) as [number, number, number];
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

/** Greedy word wrap by an estimated character budget. */
function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length > maxChars && line) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function textLines(lines: readonly string[], x: number, y: number, size: number, lineHeight: number, attrs: string): string {
  return lines
    .map((l, i) => `<text x="${x}" y="${y + i * lineHeight}" font-size="${size}" text-anchor="middle" ${attrs}>${esc(l)}</text>`)
    .join('');
}

const SANS = `font-family="Liberation Sans, DejaVu Sans, sans-serif"`;
const SERIF = `font-family="Liberation Serif, DejaVu Serif, serif"`;

const PROTEIN_COLOURS: Record<CatalogProduct['protein'], string> = {
  chicken: '#e4b27a',
  turkey: '#cf9566',
  fish: '#f08a6c',
  beef: '#93503f',
  bison: '#6f3d30',
  lamb: '#b06b5c',
};

/** Colours of the vegetables, grains and fruit a shopper would see in the bowl. */
const GARNISH: ReadonlyArray<[RegExp, string, 'cube' | 'dot' | 'leaf' | 'grain']> = [
  [/carrot/i, '#f28c28', 'cube'],
  [/\bpeas\b|chickpea|lentil/i, '#7cb342', 'dot'],
  [/spinach|kale|green bean/i, '#2e7d32', 'leaf'],
  [/sweet potato|pumpkin|squash/i, '#f5a623', 'cube'],
  [/rice|oat|barley/i, '#f4ecd8', 'grain'],
  [/blueberr/i, '#3f51b5', 'dot'],
  [/cranberr/i, '#b71c1c', 'dot'],
  [/apple/i, '#e53935', 'cube'],
  [/potato(?!es\s*sweet)/i, '#f3deb0', 'cube'],
  [/cauliflower/i, '#f7f3e8', 'dot'],
];

// ---------------------------------------------------------------------------------------------
// Drawing
// ---------------------------------------------------------------------------------------------

/** Dog or cat head, drawn in a 100×100 box. */
function speciesIcon(species: CatalogProduct['species'], fill: string, detail: string): string {
  if (species === 'dog') {
    return `
      <ellipse cx="22" cy="46" rx="12" ry="26" fill="${detail}" transform="rotate(18 22 46)"/>
      <ellipse cx="78" cy="46" rx="12" ry="26" fill="${detail}" transform="rotate(-18 78 46)"/>
      <circle cx="50" cy="50" r="29" fill="${fill}"/>
      <ellipse cx="50" cy="68" rx="17" ry="13" fill="${fill}"/>
      <circle cx="39" cy="46" r="4" fill="${detail}"/><circle cx="61" cy="46" r="4" fill="${detail}"/>
      <ellipse cx="50" cy="62" rx="7" ry="5" fill="${detail}"/>
      <path d="M50 67 Q50 75 43 76 M50 67 Q50 75 57 76" stroke="${detail}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`;
  }
  return `
      <path d="M24 48 L26 12 L48 30 Z" fill="${fill}"/><path d="M76 48 L74 12 L52 30 Z" fill="${fill}"/>
      <circle cx="50" cy="54" r="30" fill="${fill}"/>
      <ellipse cx="39" cy="50" rx="4" ry="6" fill="${detail}"/><ellipse cx="61" cy="50" rx="4" ry="6" fill="${detail}"/>
      <path d="M45 62 L55 62 L50 68 Z" fill="${detail}"/>
      <path d="M44 66 L18 62 M44 69 L18 72 M56 66 L82 62 M56 69 L82 72" stroke="${detail}" stroke-width="2" stroke-linecap="round"/>`;
}

/** The one callout a shopper would look for first on the pack. */
function packCallout(p: CatalogProduct): string | null {
  const order: Array<[ListingTag, string]> = [
    ['puppy', 'PUPPY'],
    ['kitten', 'KITTEN'],
    ['topper', 'TOPPER'],
    ['new', 'NEW'],
    ['healthy weight', 'HEALTHY WEIGHT'],
    ['senior', 'SENIOR'],
    ['grain-free', 'GRAIN FREE'],
    ['single protein', 'SINGLE PROTEIN'],
  ];
  return order.find(([tag]) => p.tags.includes(tag))?.[1] ?? null;
}

function labelPanel(p: CatalogProduct, brand: Brand, cx: number, top: number, width: number): string {
  const colour = brand.labelColor;
  const line = brand.name.replace(/^Brightbowl\s+/, '');
  const nameLines = wrap(p.name, Math.floor(width / 21));
  const nameTop = top + 150;
  const iconTop = nameTop + nameLines.length * 44 + 4;
  const callout = packCallout(p);
  return `
    <rect x="${cx - width / 2}" y="${top}" width="${width}" height="${iconTop + 150 - top}" rx="26" fill="#fffdf8"/>
    <text x="${cx}" y="${top + 52}" font-size="26" font-weight="700" letter-spacing="6" text-anchor="middle" fill="${colour}" ${SANS}>BRIGHTBOWL</text>
    <text x="${cx}" y="${top + 100}" font-size="40" font-style="italic" text-anchor="middle" fill="${shade(colour, -0.35)}" ${SERIF}>${esc(line)}</text>
    <rect x="${cx - 60}" y="${top + 116}" width="120" height="4" rx="2" fill="${colour}"/>
    ${textLines(nameLines, cx, nameTop + 16, 36, 44, `font-weight="700" fill="#2b2622" ${SANS}`)}
    <g transform="translate(${cx - 44} ${iconTop}) scale(0.88)">
      <circle cx="50" cy="50" r="50" fill="${colour}"/>
      <g transform="translate(10 10) scale(0.8)">${speciesIcon(p.species, '#fffdf8', colour)}</g>
    </g>
    <text x="${cx}" y="${iconTop + 124}" font-size="22" font-weight="700" letter-spacing="3" text-anchor="middle" fill="${shade(colour, -0.35)}" ${SANS}>FOR ${p.species === 'dog' ? 'DOGS' : 'CATS'}</text>
    ${
      callout
        ? `<g transform="translate(${cx + width / 2 - 30} ${top - 14}) rotate(8)">
             <rect x="-${callout.length * 9 + 24}" y="0" width="${callout.length * 18 + 48}" height="44" rx="22" fill="#ffd84d"/>
             <text x="0" y="30" font-size="22" font-weight="700" text-anchor="middle" fill="#2b2622" ${SANS}>${callout}</text>
           </g>`
        : ''
    }`;
}

function rollPack(p: CatalogProduct, brand: Brand): string {
  const c = brand.labelColor;
  return `
    <defs>
      <linearGradient id="body" x1="0" x2="1" y1="0" y2="0">
        <stop offset="0" stop-color="${shade(c, -0.3)}"/><stop offset="0.35" stop-color="${shade(c, 0.18)}"/>
        <stop offset="0.6" stop-color="${c}"/><stop offset="1" stop-color="${shade(c, -0.35)}"/>
      </linearGradient>
    </defs>
    <path d="M430 62 L480 104 L530 62 Z" fill="${shade(c, -0.2)}"/>
    <path d="M430 898 L480 856 L530 898 Z" fill="${shade(c, -0.2)}"/>
    <rect x="448" y="86" width="64" height="34" rx="6" fill="#b9bcc2"/>
    <rect x="448" y="840" width="64" height="34" rx="6" fill="#b9bcc2"/>
    <rect x="290" y="112" width="380" height="736" rx="150" fill="url(#body)"/>
    <rect x="318" y="150" width="26" height="660" rx="13" fill="#ffffff" opacity="0.18"/>
    ${labelPanel(p, brand, 480, 240, 330)}
    <text x="480" y="800" font-size="19" font-weight="700" letter-spacing="2" text-anchor="middle" fill="#fffdf8" ${SANS}>KEEP REFRIGERATED</text>`;
}

function bagPack(p: CatalogProduct, brand: Brand): string {
  const c = brand.labelColor;
  const rand = prng(`window:${p.slug}`);
  const food = PROTEIN_COLOURS[p.protein];
  const pieces = Array.from({ length: 16 }, (_, i) => {
    const x = 330 + (i % 8) * 42 + rand() * 14;
    const y = 742 + Math.floor(i / 8) * 40 + rand() * 10;
    const s = 22 + rand() * 14;
    return p.textures.includes('crumbles')
      ? `<circle cx="${x + 10}" cy="${y + 10}" r="${s / 3}" fill="${food}"/>`
      : `<rect x="${x}" y="${y}" width="${s}" height="${s * 0.8}" rx="7" fill="${i % 5 === 0 ? '#f28c28' : food}" transform="rotate(${rand() * 40 - 20} ${x} ${y})"/>`;
  }).join('');
  return `
    <defs>
      <linearGradient id="body" x1="0" x2="1" y1="0" y2="0">
        <stop offset="0" stop-color="${shade(c, -0.25)}"/><stop offset="0.3" stop-color="${shade(c, 0.12)}"/>
        <stop offset="0.7" stop-color="${c}"/><stop offset="1" stop-color="${shade(c, -0.3)}"/>
      </linearGradient>
      <clipPath id="window"><rect x="320" y="730" width="320" height="96" rx="40"/></clipPath>
    </defs>
    <path d="M250 150 L710 150 L722 820 Q724 884 660 888 L300 888 Q236 884 238 820 Z" fill="url(#body)"/>
    <path d="M250 96 L710 96 L710 150 L250 150 Z" fill="${shade(c, -0.15)}"/>
    <path d="M250 96 ${Array.from({ length: 23 }, (_, i) => `L${260 + i * 20} ${i % 2 === 0 ? 88 : 96}`).join(' ')} L710 96" fill="${shade(c, -0.15)}"/>
    <circle cx="690" cy="123" r="8" fill="${shade(c, 0.85)}"/>
    <rect x="262" y="160" width="436" height="8" fill="${shade(c, -0.3)}" opacity="0.5"/>
    ${labelPanel(p, brand, 480, 200, 370)}
    <rect x="320" y="730" width="320" height="96" rx="40" fill="#f6efe3"/>
    <g clip-path="url(#window)">${pieces}</g>
    <rect x="320" y="730" width="320" height="96" rx="40" fill="none" stroke="#fffdf8" stroke-width="6"/>
    <text x="480" y="866" font-size="19" font-weight="700" letter-spacing="2" text-anchor="middle" fill="#fffdf8" ${SANS}>RESEALABLE · KEEP REFRIGERATED</text>`;
}

function packshotSvg(p: CatalogProduct, brand: Brand): string {
  const c = brand.labelColor;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
    <defs><radialGradient id="bg" cx="0.5" cy="0.4" r="0.75">
      <stop offset="0" stop-color="${shade(c, 0.94)}"/><stop offset="1" stop-color="${shade(c, 0.8)}"/>
    </radialGradient></defs>
    <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
    <ellipse cx="480" cy="912" rx="300" ry="26" fill="${shade(c, -0.5)}" opacity="0.18"/>
    ${p.form === 'roll' ? rollPack(p, brand) : bagPack(p, brand)}
  </svg>`;
}

/** Food pieces for the bowl view, from the recipe's protein, texture and ingredients. */
function bowlFood(p: CatalogProduct, cx: number, cy: number, radius: number, seed: string): string {
  const rand = prng(seed);
  const meat = PROTEIN_COLOURS[p.protein];
  const parts: string[] = [`<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${shade(meat, -0.15)}"/>`];
  const inBowl = () => {
    const a = rand() * Math.PI * 2;
    const r = Math.sqrt(rand()) * (radius - 24);
    return [cx + Math.cos(a) * r, cy + Math.sin(a) * r] as const;
  };
  if (p.textures.includes('pate')) {
    for (let i = 0; i < 7; i += 1) {
      parts.push(
        `<path d="M${cx - radius * 0.7} ${cy - radius * 0.6 + i * radius * 0.2} q ${radius * 0.35} -22 ${radius * 0.7} 0 t ${radius * 0.7} 0" stroke="${shade(meat, 0.25)}" stroke-width="9" fill="none" stroke-linecap="round" opacity="0.7"/>`,
      );
    }
  } else {
    const crumbles = p.textures.includes('crumbles');
    const count = crumbles ? 260 : p.form === 'roll' ? 70 : 110;
    for (let i = 0; i < count; i += 1) {
      const [x, y] = inBowl();
      const s = crumbles ? 10 + rand() * 10 : p.form === 'roll' ? 44 + rand() * 22 : 26 + rand() * 18;
      const tone = shade(meat, rand() * 0.3 - 0.12);
      parts.push(
        crumbles
          ? `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(s / 2).toFixed(1)}" fill="${tone}"/>`
          : `<rect x="${(x - s / 2).toFixed(1)}" y="${(y - s / 2).toFixed(1)}" width="${s.toFixed(1)}" height="${(s * 0.85).toFixed(1)}" rx="${(s / 5).toFixed(1)}" fill="${tone}" transform="rotate(${(rand() * 90).toFixed(0)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`,
      );
    }
  }
  for (const [re, colour, kind] of GARNISH) {
    if (!p.ingredients.some((i) => re.test(i))) continue;
    const count = p.textures.includes('pate') ? 3 : 14;
    for (let i = 0; i < count; i += 1) {
      const [x, y] = inBowl();
      const r = rand() * 180;
      const piece =
        kind === 'cube'
          ? `<rect x="${(x - 9).toFixed(1)}" y="${(y - 9).toFixed(1)}" width="18" height="18" rx="4" fill="${colour}" transform="rotate(${r.toFixed(0)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`
          : kind === 'dot'
            ? `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="8" fill="${colour}"/>`
            : kind === 'leaf'
              ? `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="16" ry="7" fill="${colour}" transform="rotate(${r.toFixed(0)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`
              : `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="7" ry="3.5" fill="${colour}" transform="rotate(${r.toFixed(0)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
      parts.push(piece);
    }
  }
  return parts.join('');
}

function pawPrint(x: number, y: number, scale: number, fill: string, rotate: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale})" fill="${fill}">
    <ellipse cx="0" cy="14" rx="16" ry="13"/><circle cx="-17" cy="-6" r="7"/><circle cx="-6" cy="-16" r="7"/>
    <circle cx="6" cy="-16" r="7"/><circle cx="17" cy="-6" r="7"/></g>`;
}

function bowlSvg(p: CatalogProduct, brand: Brand): string {
  const c = brand.labelColor;
  const rand = prng(`paws:${p.slug}`);
  const paws = Array.from({ length: 9 }, (_, i) =>
    pawPrint(60 + (i % 3) * 420 + rand() * 60, 70 + Math.floor(i / 3) * 330 + rand() * 60, 1.4, shade(c, 0.7), rand() * 60 - 30),
  ).join('');
  const nameLines = wrap(p.name, 34);
  const bandTop = SIZE - 60 - nameLines.length * 46;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
    <rect width="${SIZE}" height="${SIZE}" fill="${shade(c, 0.82)}"/>
    ${paws}
    <circle cx="486" cy="428" r="352" fill="${shade(c, -0.55)}" opacity="0.15"/>
    <circle cx="480" cy="420" r="350" fill="${c}"/>
    <circle cx="480" cy="420" r="318" fill="${shade(c, 0.25)}"/>
    <circle cx="480" cy="420" r="282" fill="#f7f3ee"/>
    ${bowlFood(p, 480, 420, 262, `bowl:${p.slug}`)}
    <rect x="0" y="${bandTop}" width="${SIZE}" height="${SIZE - bandTop}" fill="${shade(c, -0.25)}"/>
    ${textLines(nameLines, 480, bandTop + 54, 40, 46, `font-weight="700" fill="#fffdf8" ${SANS}`)}
  </svg>`;
}

function brandSvg(brand: Brand, sample: { roll?: CatalogProduct; bag?: CatalogProduct }): string {
  const c = brand.labelColor;
  const line = brand.name.replace(/^Brightbowl\s+/, '');
  const description = wrap(brand.shortDescription, 40);
  const packs = [
    sample.roll ? `<g transform="translate(130 420) scale(0.52)">${rollPack(sample.roll, brand)}</g>` : '',
    sample.bag ? `<g transform="translate(380 410) scale(0.55)">${bagPack(sample.bag, brand)}</g>` : '',
  ].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
    <defs><linearGradient id="bg" x1="0" x2="0" y1="0" y2="1">
      <stop offset="0" stop-color="${shade(c, 0.1)}"/><stop offset="1" stop-color="${shade(c, -0.2)}"/>
    </linearGradient></defs>
    <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
    <circle cx="820" cy="140" r="220" fill="#ffffff" opacity="0.08"/>
    <circle cx="120" cy="880" r="260" fill="#ffffff" opacity="0.06"/>
    <text x="480" y="120" font-size="40" font-weight="700" letter-spacing="10" text-anchor="middle" fill="#fffdf8" ${SANS}>BRIGHTBOWL</text>
    <text x="480" y="230" font-size="104" font-style="italic" text-anchor="middle" fill="#fffdf8" ${SERIF}>${esc(line)}</text>
    ${textLines(description, 480, 300, 32, 42, `fill="#fffdf8" opacity="0.92" ${SANS}`)}
    <ellipse cx="480" cy="905" rx="330" ry="22" fill="#000000" opacity="0.18"/>
    ${packs}
  </svg>`;
}

// ---------------------------------------------------------------------------------------------
// Video frames
// ---------------------------------------------------------------------------------------------

const ease = (t: number) => (t < 0 ? 0 : t > 1 ? 1 : t * t * (3 - 2 * t));

/** A roll sliced on a board: the knife comes down again and again and rounds fall to the right. */
function slicingFrame(p: CatalogProduct, brand: Brand, frame: number): string {
  const c = brand.labelColor;
  const t = frame / (VIDEO_FRAMES - 1);
  const slices = Math.min(4, Math.floor(t * 5));
  const cut = (t * 5) % 1;
  const meat = PROTEIN_COLOURS[p.protein];
  const rollEnd = 380 - slices * 34;
  const rounds = Array.from({ length: slices }, (_, i) => {
    const fall = i === slices - 1 ? ease(cut * 2) : 1;
    const x = 392 + i * 18 - (1 - fall) * 12;
    const y = 250 + fall * 40;
    return `<ellipse cx="${x}" cy="${y}" rx="16" ry="46" fill="${shade(meat, -0.1)}" stroke="${shade(meat, -0.35)}" stroke-width="3" transform="rotate(${fall * 70} ${x} ${y})"/>`;
  }).join('');
  const knifeY = 120 + Math.sin(cut * Math.PI) * 110;
  const textOpacity = ease((t - 0.7) / 0.2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${VIDEO_SIZE}" height="${VIDEO_SIZE}" viewBox="0 0 ${VIDEO_SIZE} ${VIDEO_SIZE}">
    <rect width="${VIDEO_SIZE}" height="${VIDEO_SIZE}" fill="${shade(c, 0.86)}"/>
    <rect x="40" y="300" width="400" height="60" rx="18" fill="#c89b6d"/><rect x="40" y="300" width="400" height="14" rx="7" fill="#dcb58a"/>
    <rect x="80" y="200" width="${rollEnd - 80}" height="100" rx="40" fill="${c}"/>
    <rect x="120" y="214" width="${Math.max(0, rollEnd - 200)}" height="72" rx="12" fill="#fffdf8"/>
    <text x="${120 + Math.max(0, rollEnd - 200) / 2}" y="256" font-size="18" font-weight="700" text-anchor="middle" fill="${c}" ${SANS}>${rollEnd - 200 > 120 ? 'BRIGHTBOWL' : ''}</text>
    <ellipse cx="${rollEnd}" cy="250" rx="16" ry="50" fill="${shade(meat, -0.1)}" stroke="${shade(meat, -0.35)}" stroke-width="3"/>
    ${rounds}
    <g transform="translate(${rollEnd + 6} ${knifeY})">
      <rect x="-4" y="-120" width="14" height="60" rx="6" fill="#3a3a3a"/>
      <path d="M-4 -60 L10 -60 L10 40 L-4 20 Z" fill="#d8dde3" stroke="#9aa3ad" stroke-width="2"/>
    </g>
    <text x="240" y="420" font-size="34" font-weight="700" text-anchor="middle" fill="${shade(c, -0.4)}" opacity="${textOpacity.toFixed(3)}" ${SANS}>Slice. Serve. Done.</text>
  </svg>`;
}

/** Pâté spooned into a cat bowl, a paw reaching in at the end. */
function servingFrame(p: CatalogProduct, brand: Brand, frame: number): string {
  const c = brand.labelColor;
  const t = frame / (VIDEO_FRAMES - 1);
  const meat = PROTEIN_COLOURS[p.protein];
  const fill = ease(t / 0.6);
  const spoonY = 60 + Math.sin(Math.min(1, t / 0.6) * Math.PI * 3) * 30;
  const paw = ease((t - 0.65) / 0.3);
  const rand = prng(`video:${p.slug}`);
  const drops = Array.from({ length: 6 }, (_, i) => {
    const start = i * 0.09;
    const k = (t - start) / 0.12;
    if (k < 0 || k > 1 || t > 0.6) return '';
    const x = 220 + rand() * 40;
    return `<circle cx="${x}" cy="${150 + k * 130}" r="${14 + i}" fill="${meat}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${VIDEO_SIZE}" height="${VIDEO_SIZE}" viewBox="0 0 ${VIDEO_SIZE} ${VIDEO_SIZE}">
    <rect width="${VIDEO_SIZE}" height="${VIDEO_SIZE}" fill="${shade(c, 0.84)}"/>
    <ellipse cx="240" cy="400" rx="170" ry="24" fill="#000000" opacity="0.12"/>
    ${drops}
    <path d="M90 300 Q240 ${300 - fill * 70} 390 300 Z" fill="${meat}"/>
    <path d="M120 292 Q240 ${292 - fill * 50} 360 292" stroke="${shade(meat, 0.3)}" stroke-width="6" fill="none" opacity="${fill.toFixed(3)}"/>
    <path d="M70 300 L410 300 L370 390 Q360 400 340 400 L140 400 Q120 400 110 390 Z" fill="${c}"/>
    <rect x="70" y="294" width="340" height="16" rx="8" fill="${shade(c, -0.2)}"/>
    <text x="240" y="364" font-size="24" font-weight="700" letter-spacing="4" text-anchor="middle" fill="#fffdf8" ${SANS}>BRIGHTBOWL</text>
    <g transform="translate(${210 + (1 - fill) * 30} ${spoonY}) rotate(${30 - fill * 20})" opacity="${(1 - paw).toFixed(3)}">
      <rect x="-6" y="-130" width="12" height="110" rx="6" fill="#b9bcc2"/>
      <ellipse cx="0" cy="0" rx="28" ry="20" fill="#cfd3d8"/>
    </g>
    <g transform="translate(${520 - paw * 170} 250) rotate(-20)">
      <rect x="0" y="-18" width="200" height="52" rx="26" fill="#8d8a86"/>
      ${pawPrint(10, 8, 0.9, '#f3b6b0', -90)}
    </g>
    <text x="240" y="460" font-size="28" font-weight="700" text-anchor="middle" fill="${shade(c, -0.4)}" opacity="${paw.toFixed(3)}" ${SANS}>Fresh from the fridge</text>
  </svg>`;
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

async function writeWebp(svg: string, relative: string): Promise<number> {
  const file = path.join(PUBLIC, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  const buffer = await sharp(Buffer.from(svg)).webp({ quality: 78, effort: 6, smartSubsample: true }).toBuffer();
  writeFileSync(file, buffer);
  return buffer.length;
}

async function writeVideo(relative: string, drawFrame: (frame: number) => string): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'brightbowl-frames-'));
  try {
    for (let f = 0; f < VIDEO_FRAMES; f += 1) {
      await sharp(Buffer.from(drawFrame(f))).png({ compressionLevel: 1 }).toFile(path.join(dir, `f${String(f).padStart(3, '0')}.png`));
    }
    const file = path.join(PUBLIC, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    execFileSync(
      FFMPEG,
      [
        '-y', '-loglevel', 'error',
        '-framerate', String(FPS), '-i', path.join(dir, 'f%03d.png'),
        '-c:v', 'libx264', '-preset', 'slow', '-crf', '30', '-pix_fmt', 'yuv420p', '-profile:v', 'main',
        '-threads', '1', '-x264-params', 'threads=1',
        '-movflags', '+faststart', '-an', '-map_metadata', '-1',
        '-fflags', '+bitexact', '-flags:v', '+bitexact',
        file,
      ],
      { stdio: 'inherit' },
    );
    return statSync(file).size;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function localPath(url: string): string {
  return url.replace(/^\//, '');
}

async function main() {
  const { brands, products } = parseCatalogFixtures({
    brands: { file: 'fixtures/catalog/brands.json', data: brandsJson },
    products: { file: 'fixtures/catalog/products.json', data: productsJson },
  });
  const brandOf = new Map(brands.map((b) => [b.id, b]));
  const only = process.argv[2]; // optional slug filter while iterating on the drawings
  let bytes = 0;
  let files = 0;

  // Start from an empty tree so renamed products leave no orphans behind.
  if (!only) rmSync(path.join(PUBLIC, 'media/catalog'), { recursive: true, force: true });

  for (const p of products) {
    if (only && p.slug !== only) continue;
    const brand = brandOf.get(p.brand);
    if (!brand) throw new Error(`no brand ${p.brand}`);
    bytes += await writeWebp(packshotSvg(p, brand), localPath(p.listingImage));
    files += 1;
    if (p.listingAltImage) {
      bytes += await writeWebp(bowlSvg(p, brand), localPath(p.listingAltImage));
      files += 1;
    }
    if (p.listingAltVideo) {
      const draw = p.species === 'cat' ? servingFrame : slicingFrame;
      bytes += await writeVideo(localPath(p.listingAltVideo), (f) => draw(p, brand, f));
      files += 1;
    }
  }
  if (!only) {
    for (const brand of brands) {
      const own = products.filter((p) => p.brand === brand.id);
      const sample = { roll: own.find((p) => p.form === 'roll'), bag: own.find((p) => p.form === 'bag') };
      bytes += await writeWebp(brandSvg(brand, sample), localPath(brand.listingImage));
      files += 1;
    }
  }
  const onDisk = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce(
      (n, e) => n + (e.isDirectory() ? onDisk(path.join(dir, e.name)) : statSync(path.join(dir, e.name)).size),
      0,
    );
  console.log(`wrote ${files} files, ${(bytes / 1024).toFixed(0)} KiB; public/media/catalog holds ${(onDisk(path.join(PUBLIC, 'media/catalog')) / 1024).toFixed(0)} KiB`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
