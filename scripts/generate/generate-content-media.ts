/**
 * Generates the images the content fixtures reference (`/media/content/…`) into public/media/content/.
 * Deterministic: every picture is an SVG drawn from its name (a seeded generator places the shapes),
 * rasterised by sharp with fixed settings, so re-running it rewrites identical files.
 * Images are never hot-linked: the site must not request anything from a CDN when offline.
 *
 * Run: npx tsx scripts/generate/generate-content-media.ts
 */
import { mkdir, writeFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  ICONS,
  coatedDog,
  coldTruck,
  delivery,
  iconSvg,
  ingredient,
  ingredientSpread,
  kettle,
  packLabel,
  person,
  portioning,
  produce,
  qualityCheck,
  recipeSheet,
  slicedRoll,
  webinar,
  type Coat,
  type IngredientSubject,
  type Person,
} from './content-illustrations';
import { fnv1a, mulberry32 } from '../lib/seeded-random';

const OUT_DIR = path.join(process.cwd(), 'public', 'media', 'content');
/** Budget for the whole folder (the brief: keep the repo small). */
const MAX_TOTAL_BYTES = 2 * 1024 * 1024;

type Motif =
  | 'bowl'
  | 'dog'
  | 'cat'
  | 'vet'
  | 'chart'
  | 'fridge'
  | 'veg'
  | 'ingredient'
  | 'ingredients'
  | 'kettle'
  | 'delivery'
  | 'portioning'
  | 'quality'
  | 'truck'
  | 'portrait'
  | 'vet-tech'
  | 'vet-senior'
  | 'advisory'
  | 'pets'
  | 'coat'
  | 'nutritionist'
  | 'roll'
  | 'webinar'
  | 'label';
type Palette = { readonly sky: string; readonly ground: string; readonly accent: string; readonly bowl: string; readonly food: readonly string[] };

const PALETTES = {
  warm: { sky: '#f6e7d3', ground: '#e9cfae', accent: '#d9623b', bowl: '#2f6f5e', food: ['#b5542f', '#e39b3a', '#7a9a3a', '#c9773f'] },
  leaf: { sky: '#e4f0dc', ground: '#c7dfb8', accent: '#2f6f5e', bowl: '#d9623b', food: ['#8a4b2a', '#f0b54a', '#5f8f3a', '#c2512f'] },
  blue: { sky: '#dfeaf3', ground: '#bcd3e6', accent: '#2b5f8a', bowl: '#ffffff', food: ['#a3522d', '#e5a23c', '#6d9a44', '#c7643a'] },
  beige: { sky: '#f3ece1', ground: '#ddd0bb', accent: '#8b3d6b', bowl: '#2f6f5e', food: ['#b0552e', '#e8b04a', '#7b9f3f', '#cf7a3e'] },
  dusk: { sky: '#ece3f0', ground: '#d6c6de', accent: '#8b3d6b', bowl: '#2f6f5e', food: ['#a84f2c', '#efb24a', '#6c9a3e', '#d06f3c'] },
} as const satisfies Record<string, Palette>;

type PictureSpec = {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly motif: Motif;
  readonly palette: keyof typeof PALETTES;
  /** The ingredient an 'ingredient' picture shows. */
  readonly subject?: IngredientSubject;
  /** Who a 'portrait' shows. */
  readonly person?: Person;
  /** The dog's coat in a 'coat' picture. */
  readonly coat?: Coat;
};

/** The team and the people in scenes: drawn, so nobody's likeness is borrowed. */
const PEOPLE = {
  maya: { skin: '#e9b98f', hair: '#1f1a17', hairStyle: 'bun', outfit: 'labcoat', clothes: '#2f6f5e', glasses: true },
  sam: { skin: '#b97a4f', hair: '#2a1d14', hairStyle: 'short', outfit: 'chef', clothes: '#d9623b' },
  priya: { skin: '#a8714a', hair: '#1b1411', hairStyle: 'long', outfit: 'scrubs', clothes: '#2b5f8a', stethoscope: true },
  vet: { skin: '#f0c7a4', hair: '#8a5a2b', hairStyle: 'short', outfit: 'scrubs', clothes: '#2f6f5e', stethoscope: true },
  advisorA: { skin: '#7a4e32', hair: '#1b1411', hairStyle: 'curly', outfit: 'labcoat', clothes: '#8b3d6b' },
  advisorB: { skin: '#f1cfae', hair: '#b8b2a8', hairStyle: 'short', outfit: 'labcoat', clothes: '#2b5f8a', glasses: true },
  advisorC: { skin: '#d8a47c', hair: '#3a2a1f', hairStyle: 'long', outfit: 'labcoat', clothes: '#2f6f5e' },
} as const satisfies Record<string, Person>;

const PICTURES: readonly PictureSpec[] = [
  { name: 'masthead-main', width: 1600, height: 700, motif: 'bowl', palette: 'warm' },
  { name: 'masthead-main-b', width: 1600, height: 700, motif: 'veg', palette: 'leaf' },
  { name: 'masthead-vet', width: 1600, height: 700, motif: 'vet', palette: 'blue' },
  { name: 'panel-cat', width: 1200, height: 800, motif: 'cat', palette: 'dusk' },
  { name: 'panel-dog', width: 1200, height: 800, motif: 'dog', palette: 'warm' },
  { name: 'panel-generic', width: 1200, height: 800, motif: 'pets', palette: 'beige' },
  { name: 'panel-spring', width: 1200, height: 800, motif: 'veg', palette: 'leaf' },
  { name: 'panel-where-to-buy', width: 1200, height: 800, motif: 'fridge', palette: 'blue' },
  { name: 'panel-vet-tech', width: 1200, height: 800, motif: 'vet', palette: 'leaf' },
  { name: 'ingredients', width: 1200, height: 900, motif: 'ingredients', palette: 'beige' },
  { name: 'vet-guidelines', width: 1200, height: 900, motif: 'chart', palette: 'blue' },
  { name: 'column-fresh', width: 800, height: 600, motif: 'fridge', palette: 'leaf' },
  { name: 'column-protein', width: 800, height: 600, motif: 'bowl', palette: 'warm' },
  { name: 'column-vet-tech', width: 800, height: 600, motif: 'vet-tech', person: PEOPLE.priya, palette: 'blue' },
  { name: 'column-research', width: 800, height: 600, motif: 'chart', palette: 'beige' },
  { name: 'nav-dog-rolls', width: 480, height: 360, motif: 'roll', palette: 'warm' },
  { name: 'nav-dog-bags', width: 480, height: 360, motif: 'bowl', palette: 'leaf' },
  { name: 'nav-puppy', width: 480, height: 360, motif: 'dog', palette: 'beige' },
  { name: 'nav-cat-pate', width: 480, height: 360, motif: 'cat', palette: 'dusk' },
  { name: 'nav-cat-bags', width: 480, height: 360, motif: 'bowl', palette: 'dusk' },
  { name: 'nav-vet-products', width: 480, height: 360, motif: 'fridge', palette: 'blue' },
  { name: 'nav-research', width: 480, height: 360, motif: 'chart', palette: 'blue' },
  { name: 'nav-webinars', width: 480, height: 360, motif: 'webinar', person: PEOPLE.advisorA, palette: 'beige' },
  { name: 'blog-fresh-basics', width: 1200, height: 675, motif: 'bowl', palette: 'leaf' },
  { name: 'blog-food-label', width: 1200, height: 675, motif: 'label', palette: 'warm' },
  { name: 'blog-spring', width: 1200, height: 675, motif: 'veg', palette: 'dusk' },
  // Pictures of one subject: each is referenced only where its alt text describes what it shows.
  { name: 'ingredient-chicken', width: 800, height: 600, motif: 'ingredient', subject: 'chicken', palette: 'leaf' },
  { name: 'ingredient-carrots', width: 800, height: 600, motif: 'ingredient', subject: 'carrots', palette: 'beige' },
  { name: 'ingredient-cranberries', width: 800, height: 600, motif: 'ingredient', subject: 'cranberries', palette: 'dusk' },
  { name: 'ingredient-fish-oil', width: 800, height: 600, motif: 'ingredient', subject: 'fish-oil', palette: 'blue' },
  { name: 'ingredient-pumpkin', width: 800, height: 600, motif: 'ingredient', subject: 'pumpkin', palette: 'warm' },
  { name: 'ingredient-spinach', width: 800, height: 600, motif: 'ingredient', subject: 'spinach', palette: 'beige' },
  { name: 'kitchen-kettle', width: 1200, height: 800, motif: 'kettle', palette: 'warm' },
  { name: 'kitchen-delivery', width: 1200, height: 800, motif: 'delivery', palette: 'leaf' },
  { name: 'kitchen-portioning', width: 1200, height: 800, motif: 'portioning', palette: 'beige' },
  { name: 'kitchen-quality', width: 800, height: 1000, motif: 'quality', palette: 'leaf' },
  { name: 'cold-truck', width: 1200, height: 800, motif: 'truck', palette: 'blue' },
  { name: 'team-maya-chen', width: 600, height: 600, motif: 'portrait', person: PEOPLE.maya, palette: 'leaf' },
  { name: 'team-sam-ortiz', width: 600, height: 600, motif: 'portrait', person: PEOPLE.sam, palette: 'warm' },
  { name: 'team-priya-patel', width: 600, height: 600, motif: 'portrait', person: PEOPLE.priya, palette: 'blue' },
  { name: 'nutritionist', width: 800, height: 600, motif: 'nutritionist', person: PEOPLE.maya, palette: 'beige' },
  { name: 'vet-senior-dog', width: 1200, height: 675, motif: 'vet-senior', person: PEOPLE.vet, palette: 'blue' },
  { name: 'vet-advisory-board', width: 1200, height: 675, motif: 'advisory', palette: 'beige' },
  { name: 'compare-before', width: 1200, height: 800, motif: 'coat', coat: { body: '#b59a7e', ears: '#7d6652', tufts: true }, palette: 'beige' },
  { name: 'compare-after', width: 1200, height: 800, motif: 'coat', coat: { body: '#c8662f', ears: '#5a2f1c', shine: true }, palette: 'beige' },
];

const ICON_FILES = ['scoop', 'calendar', 'map-pin', 'clipboard', 'play'] as const satisfies readonly (keyof typeof ICONS)[];

const SOCIAL_ICONS = ['instagram', 'facebook', 'youtube', 'tiktok'] as const;

/** FNV-1a: a stable seed from a file name. */
const seedOf = fnv1a;
/** Seeded, good enough to scatter shapes reproducibly. */
const seeded = mulberry32;

const r1 = (n: number) => Math.round(n * 10) / 10;

function bowl(cx: number, cy: number, w: number, p: Palette, rand: () => number): string {
  const h = w * 0.36;
  const chunks = Array.from({ length: 26 }, () => {
    const x = cx + (rand() - 0.5) * w * 0.8;
    const y = cy - h * 0.15 - rand() * h * 0.35;
    const r = w * (0.025 + rand() * 0.035);
    const fill = p.food[Math.floor(rand() * p.food.length)] ?? p.accent;
    return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${fill}"/>`;
  }).join('');
  return [
    `<ellipse cx="${cx}" cy="${r1(cy + h * 0.95)}" rx="${r1(w * 0.55)}" ry="${r1(h * 0.18)}" fill="#000" opacity="0.12"/>`,
    `<ellipse cx="${cx}" cy="${r1(cy - h * 0.2)}" rx="${r1(w / 2)}" ry="${r1(h * 0.3)}" fill="${p.food[0]}"/>`,
    chunks,
    `<path d="M${r1(cx - w / 2)} ${r1(cy - h * 0.2)} Q${cx} ${r1(cy + h * 1.35)} ${r1(cx + w / 2)} ${r1(cy - h * 0.2)} Z" fill="${p.bowl}"/>`,
    `<rect x="${r1(cx - w * 0.2)}" y="${r1(cy + h * 0.62)}" width="${r1(w * 0.4)}" height="${r1(h * 0.2)}" rx="${r1(h * 0.05)}" fill="${p.bowl}"/>`,
  ].join('');
}

function dog(cx: number, cy: number, s: number, p: Palette): string {
  return [
    `<ellipse cx="${cx}" cy="${r1(cy + s * 0.7)}" rx="${r1(s * 0.55)}" ry="${r1(s * 0.45)}" fill="${p.accent}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r1(s * 0.4)}" fill="${p.accent}"/>`,
    `<ellipse cx="${r1(cx - s * 0.38)}" cy="${r1(cy + s * 0.05)}" rx="${r1(s * 0.13)}" ry="${r1(s * 0.3)}" fill="#5a2f1c"/>`,
    `<ellipse cx="${r1(cx + s * 0.38)}" cy="${r1(cy + s * 0.05)}" rx="${r1(s * 0.13)}" ry="${r1(s * 0.3)}" fill="#5a2f1c"/>`,
    `<circle cx="${r1(cx - s * 0.14)}" cy="${r1(cy - s * 0.06)}" r="${r1(s * 0.045)}" fill="#1d1d1d"/>`,
    `<circle cx="${r1(cx + s * 0.14)}" cy="${r1(cy - s * 0.06)}" r="${r1(s * 0.045)}" fill="#1d1d1d"/>`,
    `<ellipse cx="${cx}" cy="${r1(cy + s * 0.14)}" rx="${r1(s * 0.08)}" ry="${r1(s * 0.06)}" fill="#1d1d1d"/>`,
  ].join('');
}

function cat(cx: number, cy: number, s: number, p: Palette): string {
  return [
    `<ellipse cx="${cx}" cy="${r1(cy + s * 0.72)}" rx="${r1(s * 0.48)}" ry="${r1(s * 0.45)}" fill="${p.accent}"/>`,
    `<path d="M${r1(cx - s * 0.36)} ${r1(cy - s * 0.12)} L${r1(cx - s * 0.3)} ${r1(cy - s * 0.62)} L${r1(cx - s * 0.05)} ${r1(cy - s * 0.3)} Z" fill="${p.accent}"/>`,
    `<path d="M${r1(cx + s * 0.36)} ${r1(cy - s * 0.12)} L${r1(cx + s * 0.3)} ${r1(cy - s * 0.62)} L${r1(cx + s * 0.05)} ${r1(cy - s * 0.3)} Z" fill="${p.accent}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r1(s * 0.38)}" fill="${p.accent}"/>`,
    `<ellipse cx="${r1(cx - s * 0.14)}" cy="${r1(cy - s * 0.04)}" rx="${r1(s * 0.05)}" ry="${r1(s * 0.08)}" fill="#f3d34a"/>`,
    `<ellipse cx="${r1(cx + s * 0.14)}" cy="${r1(cy - s * 0.04)}" rx="${r1(s * 0.05)}" ry="${r1(s * 0.08)}" fill="#f3d34a"/>`,
    `<path d="M${r1(cx - s * 0.05)} ${r1(cy + s * 0.1)} L${r1(cx + s * 0.05)} ${r1(cy + s * 0.1)} L${cx} ${r1(cy + s * 0.16)} Z" fill="#e58fa0"/>`,
  ].join('');
}

function veg(width: number, height: number, rand: () => number): string {
  return Array.from({ length: 18 }, () => {
    const x = rand() * width;
    const y = height * 0.45 + rand() * height * 0.5;
    const size = Math.min(width, height) * (0.12 + rand() * 0.1);
    return produce(Math.floor(rand() * 5), x, y, size, Math.round(rand() * 360));
  }).join('');
}

function chart(width: number, height: number, p: Palette, rand: () => number): string {
  const x0 = width * 0.2;
  const w = width * 0.6;
  const bars = Array.from({ length: 6 }, (_, i) => {
    const h = height * (0.15 + rand() * 0.4);
    const x = x0 + (i * w) / 6 + w * 0.02;
    return `<rect x="${r1(x)}" y="${r1(height * 0.8 - h)}" width="${r1(w / 6 - w * 0.04)}" height="${r1(h)}" rx="6" fill="${i % 2 ? p.accent : p.bowl === '#ffffff' ? '#2f6f5e' : p.bowl}"/>`;
  }).join('');
  return `<rect x="${r1(width * 0.15)}" y="${r1(height * 0.12)}" width="${r1(width * 0.7)}" height="${r1(height * 0.76)}" rx="18" fill="#ffffff" opacity="0.85"/>${bars}`;
}

function fridge(width: number, height: number, p: Palette, rand: () => number): string {
  const shelves = [0.3, 0.55, 0.8]
    .map((f) => {
      const y = height * f;
      const packs = Array.from({ length: 7 }, (_, i) => {
        const x = width * 0.18 + i * width * 0.095;
        const h = height * (0.12 + rand() * 0.06);
        const fill = p.food[i % p.food.length] ?? p.accent;
        return `<rect x="${r1(x)}" y="${r1(y - h)}" width="${r1(width * 0.075)}" height="${r1(h)}" rx="8" fill="${fill}"/>`;
      }).join('');
      return `${packs}<rect x="${r1(width * 0.14)}" y="${r1(y)}" width="${r1(width * 0.72)}" height="6" fill="#9fb3c2"/>`;
    })
    .join('');
  return `<rect x="${r1(width * 0.12)}" y="${r1(height * 0.06)}" width="${r1(width * 0.76)}" height="${r1(height * 0.88)}" rx="20" fill="#f7fbff" stroke="#9fb3c2" stroke-width="6"/>${shelves}`;
}

function pictureSvg(spec: PictureSpec): string {
  const { width, height } = spec;
  const p: Palette = PALETTES[spec.palette];
  const rand = seeded(seedOf(spec.name));
  const minSide = Math.min(width, height);
  const layers: string[] = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky}"/><stop offset="1" stop-color="${p.ground}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<rect y="${r1(height * 0.72)}" width="${width}" height="${r1(height * 0.28)}" fill="${p.ground}"/>`,
    `<circle cx="${r1(width * (0.78 + rand() * 0.1))}" cy="${r1(height * 0.22)}" r="${r1(minSide * 0.16)}" fill="${p.accent}" opacity="0.18"/>`,
  ];
  switch (spec.motif) {
    case 'bowl':
      layers.push(bowl(width / 2, height * 0.6, minSide * 0.8, p, rand));
      break;
    case 'dog':
      layers.push(dog(width * 0.35, height * 0.38, minSide * 0.42, p), bowl(width * 0.68, height * 0.72, minSide * 0.45, p, rand));
      break;
    case 'cat':
      layers.push(cat(width * 0.36, height * 0.4, minSide * 0.4, p), bowl(width * 0.68, height * 0.74, minSide * 0.4, p, rand));
      break;
    case 'vet':
      layers.push(
        `<rect x="${r1(width * 0.08)}" y="${r1(height * 0.7)}" width="${r1(width * 0.84)}" height="${r1(height * 0.06)}" rx="8" fill="#ffffff"/>`,
        dog(width * 0.5, height * 0.36, minSide * 0.4, p),
        `<rect x="${r1(width * 0.78)}" y="${r1(height * 0.12)}" width="${r1(minSide * 0.16)}" height="${r1(minSide * 0.05)}" fill="${p.accent}"/>`,
        `<rect x="${r1(width * 0.78 + minSide * 0.055)}" y="${r1(height * 0.12 - minSide * 0.055)}" width="${r1(minSide * 0.05)}" height="${r1(minSide * 0.16)}" fill="${p.accent}"/>`,
      );
      break;
    case 'chart':
      layers.push(chart(width, height, p, rand));
      break;
    case 'fridge':
      layers.push(fridge(width, height, p, rand));
      break;
    case 'veg':
      layers.push(veg(width, height, rand), bowl(width / 2, height * 0.55, minSide * 0.55, p, rand));
      break;
    case 'ingredient':
      layers.push(ingredient(spec.subject ?? 'chicken', width / 2, height * 0.5, minSide, rand));
      break;
    case 'ingredients':
      layers.push(ingredientSpread(width / 2, height * 0.5, minSide * 0.72, (x, y, w) => bowl(x, y, w, p, rand)));
      break;
    case 'kettle':
      layers.push(kettle(width / 2, height * 0.58, minSide * 0.62, p.food, rand));
      break;
    case 'delivery':
      layers.push(delivery(width, height));
      break;
    case 'portioning':
      layers.push(person(width * 0.3, height * 0.26, minSide * 0.42, PEOPLE.sam), portioning(width * 0.45, height * 0.7, minSide * 0.75, p.food, rand, p.accent));
      break;
    case 'quality':
      layers.push(qualityCheck(width * 0.47, height * 0.5, minSide * 0.8, p.bowl));
      break;
    case 'truck':
      layers.push(coldTruck(width, height, p.accent));
      break;
    case 'portrait':
      layers.push(
        `<circle cx="${width / 2}" cy="${r1(height * 0.46)}" r="${r1(minSide * 0.36)}" fill="${p.accent}" opacity="0.16"/>`,
        person(width / 2, height * 0.42, minSide * 0.62, spec.person ?? PEOPLE.maya),
      );
      break;
    case 'nutritionist':
      layers.push(
        person(width * 0.36, height * 0.36, minSide * 0.5, spec.person ?? PEOPLE.maya),
        `<rect x="0" y="${r1(height * 0.74)}" width="${width}" height="${r1(height * 0.26)}" fill="#c8915a"/>`,
        recipeSheet(width * 0.62, height * 0.84, minSide * 0.5),
        bowl(width * 0.86, height * 0.76, minSide * 0.24, p, rand),
      );
      break;
    case 'vet-tech':
      layers.push(
        person(width * 0.36, height * 0.34, minSide * 0.5, spec.person ?? PEOPLE.priya),
        `<rect x="${r1(width * 0.3)}" y="${r1(height * 0.62)}" width="${r1(minSide * 0.26)}" height="${r1(minSide * 0.34)}" rx="${r1(minSide * 0.03)}" fill="#d9623b"/><rect x="${r1(width * 0.3 + minSide * 0.03)}" y="${r1(height * 0.62 + minSide * 0.1)}" width="${r1(minSide * 0.2)}" height="${r1(minSide * 0.12)}" rx="${r1(minSide * 0.015)}" fill="#fbf6ec"/>`,
        coatedDog(width * 0.74, height * 0.46, minSide * 0.34, { body: '#d9a066', ears: '#8a5a2b' }),
      );
      break;
    case 'vet-senior':
      layers.push(
        person(width * 0.34, height * 0.32, minSide * 0.5, spec.person ?? PEOPLE.vet),
        coatedDog(width * 0.64, height * 0.42, minSide * 0.42, { body: '#9c9a96', ears: '#5f5d5a', muzzle: '#e9e6e0' }),
      );
      break;
    case 'advisory':
      layers.push(
        person(width * 0.26, height * 0.34, minSide * 0.4, PEOPLE.advisorA),
        person(width * 0.5, height * 0.3, minSide * 0.42, PEOPLE.advisorB),
        person(width * 0.74, height * 0.34, minSide * 0.4, PEOPLE.advisorC),
        `<rect x="0" y="${r1(height * 0.72)}" width="${width}" height="${r1(height * 0.28)}" fill="#c8915a"/>`,
        recipeSheet(width * 0.5, height * 0.84, minSide * 0.46),
      );
      break;
    case 'pets':
      layers.push(
        coatedDog(width * 0.28, height * 0.34, minSide * 0.4, { body: '#d9a066', ears: '#8a5a2b' }),
        cat(width * 0.72, height * 0.38, minSide * 0.36, { ...p, accent: '#7d7a78' }),
        bowl(width * 0.4, height * 0.8, minSide * 0.34, p, rand),
        bowl(width * 0.6, height * 0.8, minSide * 0.3, p, rand),
      );
      break;
    case 'roll':
      layers.push(slicedRoll(width * 0.55, height * 0.5, minSide * 0.75, p.bowl, p.food));
      break;
    case 'webinar':
      layers.push(webinar(width / 2, height * 0.5, minSide * 0.56, spec.person ?? PEOPLE.vet, p.accent));
      break;
    case 'label':
      layers.push(packLabel(width * 0.42, height * 0.5, minSide * 0.7, p.bowl), bowl(width * 0.72, height * 0.72, minSide * 0.36, p, rand));
      break;
    case 'coat':
      layers.push(coatedDog(width * 0.45, height * 0.36, minSide * 0.44, spec.coat ?? { body: p.accent, ears: '#5a2f1c' }), bowl(width * 0.75, height * 0.76, minSide * 0.36, p, rand));
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${layers.join('')}</svg>`;
}

function socialSvg(icon: (typeof SOCIAL_ICONS)[number]): string {
  const glyph = {
    instagram: '<rect x="18" y="18" width="28" height="28" rx="8" fill="none" stroke="#fff" stroke-width="4"/><circle cx="32" cy="32" r="6.5" fill="none" stroke="#fff" stroke-width="4"/><circle cx="40.5" cy="23.5" r="2.2" fill="#fff"/>',
    facebook: '<path d="M35 50V34h5l1-6h-6v-4c0-2 1-3 3-3h3v-5.5c-1 0-3-.3-5-.3-5 0-8 3-8 8.5V28h-5v6h5v16z" fill="#fff"/>',
    youtube: '<rect x="14" y="20" width="36" height="24" rx="7" fill="#fff"/><path d="M29 26v12l10-6z" fill="#2f6f5e"/>',
    tiktok: '<path d="M35 16h6c.5 4 3 7 7 7.5v6c-2.8 0-5.2-.8-7-2.2V40a10 10 0 1 1-10-10v6.2a4 4 0 1 0 4 3.8z" fill="#fff"/>',
  }[icon];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="#2f6f5e"/>${glyph}</svg>`;
}

async function render(svg: string, file: string): Promise<void> {
  const image = sharp(Buffer.from(svg), { density: 72 });
  const data = file.endsWith('.png')
    ? await image.png({ compressionLevel: 9, palette: true }).toBuffer()
    : await image.jpeg({ quality: 72, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer();
  await writeFile(path.join(OUT_DIR, file), data);
}

async function main(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true });
  for (const spec of PICTURES) await render(pictureSvg(spec), `${spec.name}.jpg`);
  for (const icon of SOCIAL_ICONS) await render(socialSvg(icon), `social-${icon}.png`);
  for (const icon of ICON_FILES) await writeFile(path.join(OUT_DIR, `icon-${icon}.svg`), iconSvg(ICONS[icon]));

  const files = await readdir(OUT_DIR);
  const sizes = await Promise.all(files.map(async (f) => (await stat(path.join(OUT_DIR, f))).size));
  const total = sizes.reduce((a, b) => a + b, 0);
  console.log(`Wrote ${PICTURES.length + SOCIAL_ICONS.length + ICON_FILES.length} images to ${path.relative(process.cwd(), OUT_DIR)} (${(total / 1024).toFixed(0)} kB in the folder)`);
  if (total > MAX_TOTAL_BYTES) throw new Error(`public/media/content is ${total} bytes, over the ${MAX_TOTAL_BYTES} byte budget`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
