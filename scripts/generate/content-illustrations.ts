/**
 * The drawings of scripts/generate/generate-content-media.ts that show a particular subject: ingredients a
 * visitor can name, kitchen scenes, people and pets. Same flat style as the mastheads (solid shapes,
 * no outlines, one soft shadow), so a picture of carrots shows carrots and a team portrait shows a
 * person, never a stand-in chart or appliance. Every function returns SVG markup at absolute
 * coordinates: `(cx, cy)` is the subject's centre and `s` its size in pixels.
 */

const r1 = (n: number) => Math.round(n * 10) / 10;

/** Places markup drawn around the origin at (x, y), turned by `deg` and scaled by `k`. */
const at = (x: number, y: number, body: string, deg = 0, k = 1) =>
  `<g transform="translate(${r1(x)} ${r1(y)})${deg ? ` rotate(${r1(deg)})` : ''}${k !== 1 ? ` scale(${r1(k * 1000) / 1000})` : ''}">${body}</g>`;

const shadow = (cx: number, cy: number, rx: number) =>
  `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(rx * 0.16)}" fill="#000" opacity="0.12"/>`;

// ---------------------------------------------------------------------------------------------
// Ingredients (drawn in a 100-unit box around the origin, placed with `at`)

/** A carrot pointing down from its leafy top at the origin, 100 units long. */
const CARROT =
  '<path d="M-6 -2 Q-18 -30 -10 -40 Q-2 -26 -2 -4Z" fill="#4f8a34"/><path d="M0 -4 Q-2 -36 6 -46 Q10 -28 4 -3Z" fill="#5f9c3c"/><path d="M5 -2 Q18 -26 16 -36 Q4 -26 1 -4Z" fill="#4f8a34"/>' +
  '<path d="M-13 0 Q-12 60 0 100 Q12 60 13 0 Q0 -6 -13 0Z" fill="#ea7a26"/>' +
  '<path d="M-8 18 h7 M3 32 h7 M-7 48 h6 M2 64 h5 M-4 80 h4" stroke="#c65c17" stroke-width="2.4" stroke-linecap="round"/>' +
  '<path d="M-6 8 Q-5 50 -1 80" stroke="#f6a45e" stroke-width="3" fill="none" stroke-linecap="round" opacity="0.7"/>';

/** A cooked chicken drumstick, meat to the left, bone to the right, about 120 units long. */
const DRUMSTICK =
  '<path d="M-60 -4 Q-62 -38 -26 -38 Q6 -36 22 -10 L30 -5 L30 7 L22 10 Q4 34 -28 34 Q-60 32 -60 -4Z" fill="#c7702f"/>' +
  '<path d="M-48 -10 Q-44 -28 -22 -28" stroke="#e39a55" stroke-width="7" fill="none" stroke-linecap="round"/>' +
  '<rect x="26" y="-6" width="28" height="12" rx="5" fill="#f4ead8"/><circle cx="56" cy="-8" r="8" fill="#f4ead8"/><circle cx="56" cy="8" r="8" fill="#f4ead8"/>';

/** A pale cube of cooked chicken or turkey. */
const chunk = (fill: string, edge: string) =>
  `<rect x="-14" y="-12" width="28" height="24" rx="7" fill="${fill}"/><path d="M-10 8 Q0 12 10 8" stroke="${edge}" stroke-width="3" fill="none" stroke-linecap="round"/>`;

/** A cranberry, radius 10. */
const CRANBERRY =
  '<circle r="10" fill="#b3173b"/><circle cx="-3.5" cy="-3.5" r="3" fill="#fff" opacity="0.45"/><circle cx="3" cy="4" r="1.6" fill="#6e0a22"/>';

/** A pumpkin about 120 units wide, stem up. */
const PUMPKIN =
  '<ellipse cx="-34" cy="0" rx="30" ry="44" fill="#d9691f"/><ellipse cx="34" cy="0" rx="30" ry="44" fill="#d9691f"/>' +
  '<ellipse cx="-16" cy="0" rx="30" ry="48" fill="#ec8530"/><ellipse cx="16" cy="0" rx="30" ry="48" fill="#ec8530"/>' +
  '<ellipse cx="0" cy="0" rx="22" ry="50" fill="#f59a3d"/><path d="M-4 -48 Q-6 -62 4 -70 L10 -66 Q2 -60 5 -48Z" fill="#6b4a2b"/>' +
  '<path d="M6 -58 Q30 -80 44 -60 Q26 -64 10 -54Z" fill="#5f9c3c"/>';

/** A spinach leaf from its stem at the origin, pointing up, about 90 units long. */
const SPINACH_LEAF =
  '<path d="M0 0 C30 -14 36 -60 0 -92 C-36 -60 -30 -14 0 0Z" fill="#3c7a35"/>' +
  '<path d="M0 8 L0 -80 M0 -30 L-16 -44 M0 -30 L16 -44 M0 -54 L-12 -66 M0 -54 L12 -66" stroke="#6fae5c" stroke-width="3" stroke-linecap="round" fill="none"/>';

/** A whole fish facing left, about 160 units long. */
const FISH =
  '<path d="M58 0 L86 -26 L82 0 L86 26Z" fill="#4f7595"/><path d="M-76 0 Q-40 -44 30 -30 Q62 -20 66 0 Q62 20 30 30 Q-40 44 -76 0Z" fill="#6f93b3"/>' +
  '<path d="M-70 4 Q-30 32 34 22 Q52 16 60 4Z" fill="#c9d9e6"/><path d="M-10 -32 Q6 -52 26 -30Z" fill="#4f7595"/>' +
  '<circle cx="-50" cy="-6" r="6" fill="#fff"/><circle cx="-50" cy="-6" r="3" fill="#1d1d1d"/><path d="M-34 -16 Q-28 0 -34 14" stroke="#4f7595" stroke-width="3" fill="none"/>';

/** A golden drop of oil, 60 units tall, tip up. */
const OIL_DROP =
  '<path d="M0 -34 Q24 -4 24 10 A24 24 0 0 1 -24 10 Q-24 -4 0 -34Z" fill="#f0b43c"/><ellipse cx="-9" cy="8" rx="5" ry="9" fill="#fff" opacity="0.5"/>';

/** A fish-oil capsule, 40 units long. */
const CAPSULE = '<ellipse rx="20" ry="11" fill="#e39d25" opacity="0.92"/><ellipse cx="-7" cy="-4" rx="8" ry="3" fill="#fff" opacity="0.55"/>';

/** A pea pod, open, 90 units long. */
const PEA_POD =
  '<path d="M-45 0 Q0 -30 45 0 Q0 22 -45 0Z" fill="#6aa84f"/><circle cx="-22" cy="-3" r="8" fill="#8cc63f"/><circle cx="-4" cy="-5" r="8.5" fill="#8cc63f"/><circle cx="15" cy="-4" r="8" fill="#8cc63f"/>';

/** A wooden cutting board, 200 × 130 units, handle to the right. */
const BOARD =
  '<rect x="-100" y="-65" width="200" height="130" rx="18" fill="#d7a466"/><rect x="96" y="-16" width="34" height="32" rx="12" fill="#d7a466"/><circle cx="116" cy="0" r="6" fill="#b98548"/>' +
  '<rect x="-88" y="-53" width="176" height="106" rx="12" fill="none" stroke="#c58f52" stroke-width="3"/>';

export type IngredientSubject = 'chicken' | 'carrots' | 'cranberries' | 'fish-oil' | 'pumpkin' | 'spinach';

/** One ingredient as the hero of its picture, centred at (cx, cy) in a frame `s` pixels high. */
export function ingredient(subject: IngredientSubject, cx: number, cy: number, s: number, rand: () => number): string {
  const k = s / 300;
  switch (subject) {
    case 'chicken':
      return [
        shadow(cx, cy + 70 * k, 150 * k),
        at(cx, cy, BOARD, 0, 1.35 * k),
        at(cx - 30 * k, cy - 18 * k, DRUMSTICK, -18, 1.25 * k),
        at(cx + 70 * k, cy + 40 * k, chunk('#ecc9a0', '#c99a62'), 8, 1.3 * k),
        at(cx + 30 * k, cy + 52 * k, chunk('#ecc9a0', '#c99a62'), -12, 1.3 * k),
        at(cx + 88 * k, cy + 4 * k, chunk('#f0d3ae', '#c99a62'), 20, 1.2 * k),
        at(cx - 70 * k, cy + 50 * k, chunk('#f0d3ae', '#c99a62'), -4, 1.1 * k),
      ].join('');
    case 'carrots':
      return [
        shadow(cx, cy + 100 * k, 130 * k),
        at(cx - 50 * k, cy - 40 * k, CARROT, -28, 1.5 * k),
        at(cx + 6 * k, cy - 60 * k, CARROT, 4, 1.6 * k),
        at(cx + 60 * k, cy - 40 * k, CARROT, 32, 1.5 * k),
        ...Array.from({ length: 7 }, (_, i) =>
          at(cx + (-90 + i * 30) * k, cy + (110 + (i % 2) * 10) * k, '<rect x="-9" y="-9" width="18" height="18" rx="4" fill="#ea7a26"/>', rand() * 40, k * 1.2),
        ),
      ].join('');
    case 'cranberries': {
      const bowlW = 190 * k;
      const berries = Array.from({ length: 26 }, () => {
        const a = rand() * Math.PI;
        const d = rand();
        return at(cx + Math.cos(a) * d * bowlW * 0.42, cy - 6 * k - Math.sin(a) * d * 26 * k, CRANBERRY, 0, 1.5 * k);
      }).join('');
      const loose = Array.from({ length: 6 }, (_, i) => at(cx + (-140 + i * 54 + rand() * 14) * k, cy + (84 + rand() * 20) * k, CRANBERRY, 0, 1.5 * k)).join('');
      return [
        shadow(cx, cy + 76 * k, 120 * k),
        berries,
        `<path d="M${r1(cx - bowlW / 2)} ${r1(cy)} Q${r1(cx)} ${r1(cy + 140 * k)} ${r1(cx + bowlW / 2)} ${r1(cy)}Z" fill="#f3efe6"/>`,
        `<path d="M${r1(cx - bowlW / 2)} ${r1(cy)} Q${r1(cx)} ${r1(cy + 140 * k)} ${r1(cx + bowlW / 2)} ${r1(cy)}" fill="none" stroke="#2f6f5e" stroke-width="${r1(10 * k)}"/>`,
        at(cx + 110 * k, cy - 30 * k, '<path d="M0 0 Q20 -30 46 -20 Q26 0 0 0Z" fill="#5f9c3c"/>', -10, 1.4 * k),
        loose,
      ].join('');
    }
    case 'fish-oil':
      return [
        shadow(cx, cy + 86 * k, 160 * k),
        at(cx - 40 * k, cy - 10 * k, FISH, -8, 1.45 * k),
        at(cx + 130 * k, cy - 30 * k, OIL_DROP, 0, 1.6 * k),
        at(cx + 60 * k, cy + 80 * k, CAPSULE, 20, 1.4 * k),
        at(cx + 120 * k, cy + 70 * k, CAPSULE, -30, 1.4 * k),
        at(cx + 170 * k, cy + 90 * k, CAPSULE, 10, 1.4 * k),
      ].join('');
    case 'pumpkin':
      return [
        shadow(cx, cy + 84 * k, 150 * k),
        at(cx - 20 * k, cy, PUMPKIN, 0, 1.55 * k),
        ...[0, 1, 2, 3].map((i) => at(cx + (110 + (i % 2) * 36) * k, cy + (40 + Math.floor(i / 2) * 34) * k, '<rect x="-13" y="-13" width="26" height="26" rx="5" fill="#f59a3d"/><rect x="-13" y="-13" width="26" height="7" rx="3" fill="#d9691f"/>', rand() * 30, 1.2 * k)),
      ].join('');
    case 'spinach':
      return [
        shadow(cx, cy + 90 * k, 150 * k),
        at(cx - 10 * k, cy + 80 * k, SPINACH_LEAF, -48, 1.9 * k),
        at(cx + 10 * k, cy + 80 * k, SPINACH_LEAF, 44, 1.9 * k),
        at(cx - 4 * k, cy + 86 * k, SPINACH_LEAF, -14, 2.05 * k),
        at(cx + 6 * k, cy + 86 * k, SPINACH_LEAF, 16, 1.95 * k),
        `<rect x="${r1(cx - 16 * k)}" y="${r1(cy + 74 * k)}" width="${r1(32 * k)}" height="${r1(14 * k)}" rx="${r1(4 * k)}" fill="#d9623b"/>`,
      ].join('');
  }
}

/** Chicken, carrots, peas, spinach, pumpkin and cranberries laid out around a bowl of food. */
export function ingredientSpread(cx: number, cy: number, s: number, bowl: (x: number, y: number, w: number) => string): string {
  const k = s / 300;
  return [
    at(cx - 150 * k, cy - 40 * k, BOARD, -6, 1.0 * k),
    at(cx - 170 * k, cy - 50 * k, DRUMSTICK, -10, 0.95 * k),
    at(cx - 120 * k, cy - 6 * k, chunk('#ecc9a0', '#c99a62'), 10, 0.9 * k),
    at(cx - 190 * k, cy + 4 * k, chunk('#ecc9a0', '#c99a62'), -8, 0.9 * k),
    at(cx + 120 * k, cy - 110 * k, CARROT, 62, 1.0 * k),
    at(cx + 140 * k, cy - 80 * k, CARROT, 74, 0.95 * k),
    at(cx + 200 * k, cy + 10 * k, PUMPKIN, 0, 0.7 * k),
    at(cx - 210 * k, cy + 90 * k, SPINACH_LEAF, -70, 1.0 * k),
    at(cx - 200 * k, cy + 100 * k, SPINACH_LEAF, -100, 0.95 * k),
    at(cx + 150 * k, cy + 100 * k, PEA_POD, -12, 1.0 * k),
    ...[0, 1, 2, 3, 4].map((i) => at(cx + (60 + i * 16) * k, cy + (120 + (i % 2) * 10) * k, CRANBERRY, 0, 0.9 * k)),
    bowl(cx, cy + 20 * k, 190 * k),
  ].join('');
}

// ---------------------------------------------------------------------------------------------
// Kitchen scenes

/** A steel kettle of stew on a hob, steaming, with a probe thermometer in it. */
export function kettle(cx: number, cy: number, s: number, food: readonly string[], rand: () => number): string {
  const w = s * 1.1;
  const h = s * 0.7;
  const top = cy - h / 2;
  const chunks = Array.from({ length: 22 }, () => {
    const x = cx + (rand() - 0.5) * w * 0.8;
    const y = top + (rand() - 0.5) * h * 0.1;
    return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(s * (0.02 + rand() * 0.025))}" fill="${food[Math.floor(rand() * food.length)] ?? '#b5542f'}"/>`;
  }).join('');
  const steam = [-0.25, 0, 0.25]
    .map((f) => {
      const x = cx + f * w;
      return `<path d="M${r1(x)} ${r1(top - s * 0.08)} q${r1(s * 0.06)} ${r1(-s * 0.1)} 0 ${r1(-s * 0.2)} q${r1(-s * 0.06)} ${r1(-s * 0.1)} 0 ${r1(-s * 0.2)}" stroke="#fff" stroke-width="${r1(s * 0.03)}" fill="none" stroke-linecap="round" opacity="0.8"/>`;
    })
    .join('');
  const probeX = cx + w * 0.28;
  return [
    `<rect x="${r1(cx - w * 0.7)}" y="${r1(cy + h / 2)}" width="${r1(w * 1.4)}" height="${r1(s * 0.12)}" rx="${r1(s * 0.02)}" fill="#3b4652"/>`,
    `<rect x="${r1(cx - w * 0.3)}" y="${r1(cy + h / 2 - s * 0.02)}" width="${r1(w * 0.6)}" height="${r1(s * 0.03)}" fill="#e0602f"/>`,
    `<rect x="${r1(cx - w / 2 - s * 0.1)}" y="${r1(top + s * 0.08)}" width="${r1(s * 0.12)}" height="${r1(s * 0.06)}" rx="${r1(s * 0.03)}" fill="#8e9aa6"/>`,
    `<rect x="${r1(cx + w / 2 - s * 0.02)}" y="${r1(top + s * 0.08)}" width="${r1(s * 0.12)}" height="${r1(s * 0.06)}" rx="${r1(s * 0.03)}" fill="#8e9aa6"/>`,
    `<path d="M${r1(cx - w / 2)} ${r1(top)} V${r1(cy + h / 2 - s * 0.06)} Q${r1(cx - w / 2)} ${r1(cy + h / 2)} ${r1(cx - w / 2 + s * 0.06)} ${r1(cy + h / 2)} H${r1(cx + w / 2 - s * 0.06)} Q${r1(cx + w / 2)} ${r1(cy + h / 2)} ${r1(cx + w / 2)} ${r1(cy + h / 2 - s * 0.06)} V${r1(top)}Z" fill="#b8c3cd"/>`,
    `<rect x="${r1(cx - w * 0.36)}" y="${r1(top + s * 0.05)}" width="${r1(w * 0.08)}" height="${r1(h * 0.8)}" rx="${r1(s * 0.02)}" fill="#dfe6ec"/>`,
    `<ellipse cx="${r1(cx)}" cy="${r1(top)}" rx="${r1(w / 2)}" ry="${r1(s * 0.07)}" fill="#8a4b2a"/>`,
    chunks,
    `<ellipse cx="${r1(cx)}" cy="${r1(top)}" rx="${r1(w / 2)}" ry="${r1(s * 0.07)}" fill="none" stroke="#8e9aa6" stroke-width="${r1(s * 0.025)}"/>`,
    steam,
    `<line x1="${r1(probeX)}" y1="${r1(top + s * 0.02)}" x2="${r1(probeX + s * 0.1)}" y2="${r1(top - s * 0.28)}" stroke="#6b7682" stroke-width="${r1(s * 0.018)}" stroke-linecap="round"/>`,
    `<circle cx="${r1(probeX + s * 0.12)}" cy="${r1(top - s * 0.34)}" r="${r1(s * 0.08)}" fill="#fff" stroke="#6b7682" stroke-width="${r1(s * 0.015)}"/>`,
    `<line x1="${r1(probeX + s * 0.12)}" y1="${r1(top - s * 0.34)}" x2="${r1(probeX + s * 0.17)}" y2="${r1(top - s * 0.37)}" stroke="#d9623b" stroke-width="${r1(s * 0.014)}" stroke-linecap="round"/>`,
  ].join('');
}

/** A wooden crate, `w` wide, with produce showing over its rim. */
function crate(cx: number, bottom: number, w: number, produce: 'carrots' | 'pumpkins' | 'greens'): string {
  const h = w * 0.6;
  const top = bottom - h;
  const k = w / 200;
  const over =
    produce === 'carrots'
      ? [-60, -25, 10, 45].map((x, i) => at(cx + x * k, top - 24 * k, CARROT, -21 + i * 14, 0.9 * k)).join('')
      : produce === 'pumpkins'
      ? [-50, 0, 50].map((x) => at(cx + x * k, top - 6 * k, PUMPKIN, 0, 0.42 * k)).join('')
      : [-60, -30, 0, 30, 60].map((x, i) => at(cx + x * k, top + 14 * k, SPINACH_LEAF, -30 + i * 15, 0.75 * k)).join('');
  const slats = [0.3, 0.6].map((f) => `<rect x="${r1(cx - w / 2)}" y="${r1(top + h * f)}" width="${r1(w)}" height="${r1(h * 0.05)}" fill="#a06d3c"/>`).join('');
  return `${over}<rect x="${r1(cx - w / 2)}" y="${r1(top)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(6 * k)}" fill="#c8915a"/>${slats}<rect x="${r1(cx - w / 2)}" y="${r1(top)}" width="${r1(w * 0.06)}" height="${r1(h)}" fill="#a06d3c"/><rect x="${r1(cx + w / 2 - w * 0.06)}" y="${r1(top)}" width="${r1(w * 0.06)}" height="${r1(h)}" fill="#a06d3c"/>`;
}

/** Crates of carrots, pumpkins and greens stacked at an open kitchen door. */
export function delivery(width: number, height: number): string {
  const floor = height * 0.82;
  const w = Math.min(width, height * 1.5) * 0.26;
  return [
    `<rect x="${r1(width * 0.58)}" y="${r1(height * 0.12)}" width="${r1(width * 0.34)}" height="${r1(floor - height * 0.12)}" fill="#3b4652"/>`,
    `<rect x="${r1(width * 0.6)}" y="${r1(height * 0.15)}" width="${r1(width * 0.3)}" height="${r1(floor - height * 0.15)}" fill="#f7fbff" opacity="0.9"/>`,
    ...[0.3, 0.52, 0.74].map((f) => `<rect x="${r1(width * 0.6)}" y="${r1(height * 0.15 + (floor - height * 0.15) * f)}" width="${r1(width * 0.3)}" height="4" fill="#9fb3c2"/>`),
    shadow(width * 0.36, floor + 4, w * 1.5),
    crate(width * 0.22, floor, w, 'pumpkins'),
    crate(width * 0.5, floor, w, 'carrots'),
    crate(width * 0.36, floor - w * 0.6, w, 'greens'),
    crate(width * 0.78, floor, w * 0.9, 'carrots'),
  ].join('');
}

/** A kitchen scale with a tray of food on it, and sealed packs in a row beside it. */
export function portioning(cx: number, cy: number, s: number, food: readonly string[], rand: () => number, packColour: string): string {
  const k = s / 300;
  const trayFood = Array.from({ length: 18 }, () => {
    const x = cx - 60 * k + (rand() - 0.5) * 150 * k;
    const y = cy - 52 * k - rand() * 16 * k;
    return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1((8 + rand() * 8) * k)}" fill="${food[Math.floor(rand() * food.length)] ?? '#b5542f'}"/>`;
  }).join('');
  const packs = [0, 1, 2, 3]
    .map((i) => {
      const x = cx + (110 + i * 44) * k;
      return `<rect x="${r1(x)}" y="${r1(cy - 90 * k)}" width="${r1(36 * k)}" height="${r1(110 * k)}" rx="${r1(14 * k)}" fill="${packColour}"/><rect x="${r1(x + 4 * k)}" y="${r1(cy - 52 * k)}" width="${r1(28 * k)}" height="${r1(34 * k)}" rx="${r1(4 * k)}" fill="#fbf6ec"/><rect x="${r1(x + 10 * k)}" y="${r1(cy - 98 * k)}" width="${r1(16 * k)}" height="${r1(10 * k)}" fill="#9aa5ad"/>`;
    })
    .join('');
  return [
    `<rect x="${r1(cx - 260 * k)}" y="${r1(cy + 20 * k)}" width="${r1(520 * k)}" height="${r1(24 * k)}" rx="${r1(6 * k)}" fill="#dfe6ec"/>`,
    `<rect x="${r1(cx - 140 * k)}" y="${r1(cy - 20 * k)}" width="${r1(160 * k)}" height="${r1(40 * k)}" rx="${r1(10 * k)}" fill="#2f6f5e"/>`,
    `<rect x="${r1(cx - 96 * k)}" y="${r1(cy - 10 * k)}" width="${r1(70 * k)}" height="${r1(20 * k)}" rx="${r1(4 * k)}" fill="#c8ecd9"/>`,
    `<rect x="${r1(cx - 150 * k)}" y="${r1(cy - 34 * k)}" width="${r1(180 * k)}" height="${r1(12 * k)}" rx="${r1(4 * k)}" fill="#9aa5ad"/>`,
    `<path d="M${r1(cx - 140 * k)} ${r1(cy - 60 * k)} H${r1(cx + 20 * k)} L${r1(cx + 10 * k)} ${r1(cy - 34 * k)} H${r1(cx - 130 * k)}Z" fill="#f7fbff"/>`,
    trayFood,
    packs,
  ].join('');
}

/** A clipboard with a ticked checklist, a probe thermometer and a sealed pack. */
export function qualityCheck(cx: number, cy: number, s: number, packColour: string): string {
  const k = s / 300;
  const rows = [0, 1, 2, 3]
    .map((i) => {
      const y = cy - 70 * k + i * 50 * k;
      return `<rect x="${r1(cx - 70 * k)}" y="${r1(y - 12 * k)}" width="${r1(24 * k)}" height="${r1(24 * k)}" rx="${r1(5 * k)}" fill="#e4f0dc"/><path d="M${r1(cx - 65 * k)} ${r1(y)} l${r1(7 * k)} ${r1(8 * k)} l${r1(13 * k)} ${r1(-16 * k)}" stroke="#2f6f5e" stroke-width="${r1(5 * k)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/><rect x="${r1(cx - 34 * k)}" y="${r1(y - 5 * k)}" width="${r1((90 - (i % 2) * 24) * k)}" height="${r1(10 * k)}" rx="${r1(5 * k)}" fill="#c9d3db"/>`;
    })
    .join('');
  return [
    shadow(cx, cy + 150 * k, 150 * k),
    `<rect x="${r1(cx - 100 * k)}" y="${r1(cy - 140 * k)}" width="${r1(200 * k)}" height="${r1(280 * k)}" rx="${r1(14 * k)}" fill="#a86a34"/>`,
    `<rect x="${r1(cx - 88 * k)}" y="${r1(cy - 118 * k)}" width="${r1(176 * k)}" height="${r1(248 * k)}" rx="${r1(6 * k)}" fill="#ffffff"/>`,
    `<rect x="${r1(cx - 40 * k)}" y="${r1(cy - 152 * k)}" width="${r1(80 * k)}" height="${r1(30 * k)}" rx="${r1(8 * k)}" fill="#9aa5ad"/>`,
    rows,
    `<rect x="${r1(cx + 110 * k)}" y="${r1(cy + 10 * k)}" width="${r1(60 * k)}" height="${r1(130 * k)}" rx="${r1(22 * k)}" fill="${packColour}"/><rect x="${r1(cx + 116 * k)}" y="${r1(cy + 56 * k)}" width="${r1(48 * k)}" height="${r1(40 * k)}" rx="${r1(5 * k)}" fill="#fbf6ec"/>`,
    `<line x1="${r1(cx - 130 * k)}" y1="${r1(cy + 140 * k)}" x2="${r1(cx - 150 * k)}" y2="${r1(cy - 10 * k)}" stroke="#6b7682" stroke-width="${r1(6 * k)}" stroke-linecap="round"/>`,
    `<circle cx="${r1(cx - 152 * k)}" cy="${r1(cy - 30 * k)}" r="${r1(24 * k)}" fill="#fff" stroke="#6b7682" stroke-width="${r1(5 * k)}"/><line x1="${r1(cx - 152 * k)}" y1="${r1(cy - 30 * k)}" x2="${r1(cx - 140 * k)}" y2="${r1(cy - 40 * k)}" stroke="#d9623b" stroke-width="${r1(4 * k)}" stroke-linecap="round"/>`,
  ].join('');
}

/** A refrigerated box truck on a road, a snowflake on its side. */
export function coldTruck(width: number, height: number, accent: string): string {
  const road = height * 0.8;
  const k = Math.min(width / 1200, height / 800);
  const x0 = width * 0.14;
  const boxW = 620 * k;
  const boxH = 300 * k;
  const top = road - 60 * k - boxH;
  const cabX = x0 + boxW + 10 * k;
  const flake = [0, 60, 120].map((d) => at(x0 + boxW / 2, top + boxH / 2, `<rect x="-70" y="-6" width="140" height="12" rx="6" fill="${accent}"/>`, d, k)).join('');
  const wheel = (x: number) => `<circle cx="${r1(x)}" cy="${r1(road - 30 * k)}" r="${r1(46 * k)}" fill="#2b2f33"/><circle cx="${r1(x)}" cy="${r1(road - 30 * k)}" r="${r1(18 * k)}" fill="#9aa5ad"/>`;
  return [
    `<rect x="0" y="${r1(road)}" width="${width}" height="${r1(height - road)}" fill="#6b7682"/>`,
    ...[0.1, 0.35, 0.6, 0.85].map((f) => `<rect x="${r1(width * f)}" y="${r1(road + (height - road) * 0.45)}" width="${r1(width * 0.1)}" height="${r1(8 * k)}" fill="#f4ead8"/>`),
    `<rect x="${r1(x0)}" y="${r1(top)}" width="${r1(boxW)}" height="${r1(boxH)}" rx="${r1(14 * k)}" fill="#ffffff"/>`,
    `<rect x="${r1(x0)}" y="${r1(top + boxH - 40 * k)}" width="${r1(boxW)}" height="${r1(40 * k)}" fill="${accent}" opacity="0.85"/>`,
    flake,
    `<path d="M${r1(cabX)} ${r1(top + 70 * k)} H${r1(cabX + 150 * k)} L${r1(cabX + 220 * k)} ${r1(top + 170 * k)} V${r1(road - 60 * k + 20 * k)} H${r1(cabX)}Z" fill="${accent}"/>`,
    `<path d="M${r1(cabX + 20 * k)} ${r1(top + 90 * k)} H${r1(cabX + 140 * k)} L${r1(cabX + 190 * k)} ${r1(top + 165 * k)} H${r1(cabX + 20 * k)}Z" fill="#dfeaf3"/>`,
    `<rect x="${r1(x0 - 10 * k)}" y="${r1(road - 70 * k)}" width="${r1(boxW + 250 * k)}" height="${r1(24 * k)}" rx="${r1(8 * k)}" fill="#3b4652"/>`,
    wheel(x0 + 110 * k),
    wheel(x0 + boxW - 90 * k),
    wheel(cabX + 130 * k),
  ].join('');
}

// ---------------------------------------------------------------------------------------------
// People

export type Person = {
  readonly skin: string;
  readonly hair: string;
  readonly hairStyle: 'short' | 'long' | 'bun' | 'curly';
  readonly outfit: 'chef' | 'labcoat' | 'scrubs' | 'casual';
  readonly clothes: string;
  readonly glasses?: boolean;
  readonly stethoscope?: boolean;
};

/** A person from the chest up: head of radius `s * 0.3` centred at (cx, cy), shoulders below. */
export function person(cx: number, cy: number, s: number, p: Person): string {
  const hr = s * 0.3;
  const bodyTop = cy + hr * 1.35;
  const bodyW = s * 1.1;
  const body = `<path d="M${r1(cx - bodyW / 2)} ${r1(cy + s * 1.6)} V${r1(bodyTop + s * 0.25)} Q${r1(cx - bodyW / 2)} ${r1(bodyTop)} ${r1(cx - bodyW / 2 + s * 0.25)} ${r1(bodyTop)} H${r1(cx + bodyW / 2 - s * 0.25)} Q${r1(cx + bodyW / 2)} ${r1(bodyTop)} ${r1(cx + bodyW / 2)} ${r1(bodyTop + s * 0.25)} V${r1(cy + s * 1.6)}Z"`;
  const vNeck = `M${r1(cx - s * 0.14)} ${r1(bodyTop)} L${r1(cx)} ${r1(bodyTop + s * 0.26)} L${r1(cx + s * 0.14)} ${r1(bodyTop)}Z`;
  const outfit = {
    chef: `${body} fill="#fbfbf8"/>${[0.36, 0.6].map((f) => `<circle cx="${r1(cx - s * 0.1)}" cy="${r1(bodyTop + s * f)}" r="${r1(s * 0.025)}" fill="#9aa5ad"/><circle cx="${r1(cx + s * 0.1)}" cy="${r1(bodyTop + s * f)}" r="${r1(s * 0.025)}" fill="#9aa5ad"/>`).join('')}<path d="${vNeck}" fill="${p.clothes}"/>`,
    labcoat: `${body} fill="#fbfbf8"/><path d="${vNeck}" fill="${p.clothes}"/><path d="M${r1(cx - s * 0.14)} ${r1(bodyTop)} L${r1(cx - s * 0.02)} ${r1(bodyTop + s * 0.5)} M${r1(cx + s * 0.14)} ${r1(bodyTop)} L${r1(cx + s * 0.02)} ${r1(bodyTop + s * 0.5)}" stroke="#d5dbe0" stroke-width="${r1(s * 0.03)}"/><rect x="${r1(cx + s * 0.22)}" y="${r1(bodyTop + s * 0.32)}" width="${r1(s * 0.16)}" height="${r1(s * 0.04)}" fill="${p.clothes}"/>`,
    scrubs: `${body} fill="${p.clothes}"/><path d="${vNeck}" fill="${p.skin}"/>`,
    casual: `${body} fill="${p.clothes}"/><path d="M${r1(cx - s * 0.16)} ${r1(bodyTop)} Q${r1(cx)} ${r1(bodyTop + s * 0.16)} ${r1(cx + s * 0.16)} ${r1(bodyTop)}Z" fill="${p.skin}"/>`,
  }[p.outfit];
  const neck = `<rect x="${r1(cx - hr * 0.35)}" y="${r1(cy + hr * 0.6)}" width="${r1(hr * 0.7)}" height="${r1(hr * 0.9)}" fill="${p.skin}"/>`;
  const behind = {
    long: `<path d="M${r1(cx - hr * 1.12)} ${r1(cy)} Q${r1(cx - hr * 1.25)} ${r1(cy + hr * 1.7)} ${r1(cx - hr * 0.6)} ${r1(cy + hr * 1.75)} H${r1(cx + hr * 0.6)} Q${r1(cx + hr * 1.25)} ${r1(cy + hr * 1.7)} ${r1(cx + hr * 1.12)} ${r1(cy)}Z" fill="${p.hair}"/>`,
    bun: `<circle cx="${r1(cx)}" cy="${r1(cy - hr * 1.15)}" r="${r1(hr * 0.42)}" fill="${p.hair}"/>`,
    short: '',
    curly: [-0.9, -0.55, -0.15, 0.25, 0.65, 0.95]
      .map((f, i) => `<circle cx="${r1(cx + f * hr)}" cy="${r1(cy - hr * (0.75 + (i % 2) * 0.2))}" r="${r1(hr * 0.42)}" fill="${p.hair}"/>`)
      .join(''),
  }[p.hairStyle];
  const cap = `<path d="M${r1(cx - hr * 1.04)} ${r1(cy + hr * 0.05)} Q${r1(cx - hr * 1.1)} ${r1(cy - hr * 1.15)} ${r1(cx)} ${r1(cy - hr * 1.08)} Q${r1(cx + hr * 1.1)} ${r1(cy - hr * 1.15)} ${r1(cx + hr * 1.04)} ${r1(cy + hr * 0.05)} Q${r1(cx + hr * 0.7)} ${r1(cy - hr * 0.55)} ${r1(cx)} ${r1(cy - hr * 0.5)} Q${r1(cx - hr * 0.7)} ${r1(cy - hr * 0.55)} ${r1(cx - hr * 1.04)} ${r1(cy + hr * 0.05)}Z" fill="${p.hair}"/>`;
  const chefHat =
    p.outfit === 'chef'
      ? `<rect x="${r1(cx - hr * 0.85)}" y="${r1(cy - hr * 1.25)}" width="${r1(hr * 1.7)}" height="${r1(hr * 0.45)}" fill="#fbfbf8"/>${[-0.55, 0, 0.55].map((f) => `<circle cx="${r1(cx + f * hr)}" cy="${r1(cy - hr * 1.55)}" r="${r1(hr * 0.5)}" fill="#fbfbf8"/>`).join('')}`
      : '';
  const face = [
    `<circle cx="${r1(cx - hr * 0.36)}" cy="${r1(cy + hr * 0.02)}" r="${r1(hr * 0.09)}" fill="#2a2420"/>`,
    `<circle cx="${r1(cx + hr * 0.36)}" cy="${r1(cy + hr * 0.02)}" r="${r1(hr * 0.09)}" fill="#2a2420"/>`,
    `<path d="M${r1(cx - hr * 0.3)} ${r1(cy + hr * 0.4)} Q${r1(cx)} ${r1(cy + hr * 0.66)} ${r1(cx + hr * 0.3)} ${r1(cy + hr * 0.4)}" stroke="#7a3b2a" stroke-width="${r1(hr * 0.08)}" fill="none" stroke-linecap="round"/>`,
    `<circle cx="${r1(cx - hr * 0.6)}" cy="${r1(cy + hr * 0.32)}" r="${r1(hr * 0.14)}" fill="#e58f7a" opacity="0.45"/>`,
    `<circle cx="${r1(cx + hr * 0.6)}" cy="${r1(cy + hr * 0.32)}" r="${r1(hr * 0.14)}" fill="#e58f7a" opacity="0.45"/>`,
    p.glasses
      ? `<g fill="none" stroke="#2a2420" stroke-width="${r1(hr * 0.06)}"><circle cx="${r1(cx - hr * 0.36)}" cy="${r1(cy + hr * 0.02)}" r="${r1(hr * 0.24)}"/><circle cx="${r1(cx + hr * 0.36)}" cy="${r1(cy + hr * 0.02)}" r="${r1(hr * 0.24)}"/><path d="M${r1(cx - hr * 0.12)} ${r1(cy)} H${r1(cx + hr * 0.12)}"/></g>`
      : '',
  ].join('');
  const stethoscope = p.stethoscope
    ? `<path d="M${r1(cx - s * 0.2)} ${r1(bodyTop)} Q${r1(cx - s * 0.24)} ${r1(bodyTop + s * 0.45)} ${r1(cx)} ${r1(bodyTop + s * 0.5)} Q${r1(cx + s * 0.24)} ${r1(bodyTop + s * 0.45)} ${r1(cx + s * 0.2)} ${r1(bodyTop)}" stroke="#3b4652" stroke-width="${r1(s * 0.03)}" fill="none"/><circle cx="${r1(cx)}" cy="${r1(bodyTop + s * 0.56)}" r="${r1(s * 0.06)}" fill="#9aa5ad" stroke="#3b4652" stroke-width="${r1(s * 0.02)}"/>`
    : '';
  return [
    behind,
    outfit,
    neck,
    `<ellipse cx="${r1(cx - hr)}" cy="${r1(cy + hr * 0.1)}" rx="${r1(hr * 0.14)}" ry="${r1(hr * 0.22)}" fill="${p.skin}"/>`,
    `<ellipse cx="${r1(cx + hr)}" cy="${r1(cy + hr * 0.1)}" rx="${r1(hr * 0.14)}" ry="${r1(hr * 0.22)}" fill="${p.skin}"/>`,
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(hr)}" fill="${p.skin}"/>`,
    cap,
    chefHat,
    face,
    stethoscope,
  ].join('');
}

// ---------------------------------------------------------------------------------------------
// Pets with their own colours (the masthead dog takes the palette's accent)

export type Coat = { readonly body: string; readonly ears: string; readonly muzzle?: string; readonly shine?: boolean; readonly tufts?: boolean };

/** A sitting dog, head of radius `s * 0.4` at (cx, cy): the masthead dog, in a coat of its own. */
export function coatedDog(cx: number, cy: number, s: number, coat: Coat): string {
  const tufts = coat.tufts
    ? [-0.5, -0.2, 0.15, 0.45]
        .map((f, i) => `<path d="M${r1(cx + f * s)} ${r1(cy + s * (0.35 + (i % 2) * 0.1))} l${r1(s * 0.05)} ${r1(-s * 0.08)} l${r1(s * 0.05)} ${r1(s * 0.08)}Z" fill="${coat.ears}" opacity="0.6"/>`)
        .join('')
    : '';
  const shine = coat.shine
    ? `<path d="M${r1(cx - s * 0.36)} ${r1(cy + s * 0.5)} Q${r1(cx - s * 0.2)} ${r1(cy + s * 0.36)} ${r1(cx + s * 0.02)} ${r1(cy + s * 0.42)}" stroke="#fff" stroke-width="${r1(s * 0.05)}" fill="none" stroke-linecap="round" opacity="0.55"/><path d="M${r1(cx - s * 0.22)} ${r1(cy - s * 0.3)} Q${r1(cx - s * 0.1)} ${r1(cy - s * 0.38)} ${r1(cx + s * 0.04)} ${r1(cy - s * 0.34)}" stroke="#fff" stroke-width="${r1(s * 0.04)}" fill="none" stroke-linecap="round" opacity="0.55"/>`
    : '';
  return [
    `<ellipse cx="${r1(cx)}" cy="${r1(cy + s * 0.7)}" rx="${r1(s * 0.55)}" ry="${r1(s * 0.45)}" fill="${coat.body}"/>`,
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(s * 0.4)}" fill="${coat.body}"/>`,
    coat.muzzle ? `<ellipse cx="${r1(cx)}" cy="${r1(cy + s * 0.17)}" rx="${r1(s * 0.2)}" ry="${r1(s * 0.14)}" fill="${coat.muzzle}"/>` : '',
    `<ellipse cx="${r1(cx - s * 0.38)}" cy="${r1(cy + s * 0.05)}" rx="${r1(s * 0.13)}" ry="${r1(s * 0.3)}" fill="${coat.ears}"/>`,
    `<ellipse cx="${r1(cx + s * 0.38)}" cy="${r1(cy + s * 0.05)}" rx="${r1(s * 0.13)}" ry="${r1(s * 0.3)}" fill="${coat.ears}"/>`,
    `<circle cx="${r1(cx - s * 0.14)}" cy="${r1(cy - s * 0.06)}" r="${r1(s * 0.045)}" fill="#1d1d1d"/>`,
    `<circle cx="${r1(cx + s * 0.14)}" cy="${r1(cy - s * 0.06)}" r="${r1(s * 0.045)}" fill="#1d1d1d"/>`,
    `<ellipse cx="${r1(cx)}" cy="${r1(cy + s * 0.12)}" rx="${r1(s * 0.08)}" ry="${r1(s * 0.06)}" fill="#1d1d1d"/>`,
    tufts,
    shine,
  ].join('');
}

/** A paper sheet with ruled lines and a small bar of figures, lying on a table. */
export function recipeSheet(cx: number, cy: number, w: number): string {
  const h = w * 0.62;
  const lines = [0.25, 0.42, 0.59, 0.76]
    .map((f, i) => `<rect x="${r1(cx - w * 0.38)}" y="${r1(cy - h / 2 + h * f)}" width="${r1(w * (0.5 - (i % 2) * 0.12))}" height="${r1(h * 0.06)}" rx="${r1(h * 0.03)}" fill="#c9d3db"/>`)
    .join('');
  return `<rect x="${r1(cx - w / 2)}" y="${r1(cy - h / 2)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(w * 0.03)}" fill="#ffffff"/>${lines}<circle cx="${r1(cx + w * 0.28)}" cy="${r1(cy)}" r="${r1(h * 0.2)}" fill="#e4f0dc"/><path d="M${r1(cx + w * 0.28)} ${r1(cy)} V${r1(cy - h * 0.2)} A${r1(h * 0.2)} ${r1(h * 0.2)} 0 0 1 ${r1(cx + w * 0.28 + h * 0.19)} ${r1(cy + h * 0.06)}Z" fill="#2f6f5e"/>`;
}

// ---------------------------------------------------------------------------------------------
// Icons (64 × 64, a tinted disc and one glyph, like the hand-drawn icon-*.svg beside them)

export const ICONS = {
  scoop:
    '<circle cx="32" cy="32" r="32" fill="#f6ecda"/><path d="M14 26h26v6c0 8-6 14-13 14s-13-6-13-14z" fill="#1d5c3a"/><rect x="38" y="27" width="16" height="6" rx="3" fill="#1d5c3a"/><circle cx="21" cy="24" r="3.5" fill="#b3265e"/><circle cx="28" cy="22" r="3.5" fill="#d97a1f"/><circle cx="34" cy="24" r="3" fill="#8a4b12"/>',
  calendar:
    '<circle cx="32" cy="32" r="32" fill="#e2f0e3"/><rect x="16" y="19" width="32" height="29" rx="5" fill="#fff" stroke="#1d5c3a" stroke-width="3"/><rect x="16" y="19" width="32" height="9" rx="4" fill="#1d5c3a"/><rect x="22" y="14" width="4" height="9" rx="2" fill="#1d5c3a"/><rect x="38" y="14" width="4" height="9" rx="2" fill="#1d5c3a"/><path d="m25 38 5 5 9-10" stroke="#b3265e" stroke-width="3.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>',
  'map-pin':
    '<circle cx="32" cy="32" r="32" fill="#fde9dc"/><path d="M32 52s-14-13-14-24a14 14 0 0 1 28 0c0 11-14 24-14 24z" fill="#b3265e"/><circle cx="32" cy="28" r="5.5" fill="#fde9dc"/>',
  clipboard:
    '<circle cx="32" cy="32" r="32" fill="#dfeaf3"/><rect x="18" y="16" width="28" height="34" rx="4" fill="#fff" stroke="#1d4f7a" stroke-width="3"/><rect x="25" y="12" width="14" height="8" rx="3" fill="#1d4f7a"/><rect x="24" y="38" width="4" height="6" fill="#1d5c3a"/><rect x="30" y="32" width="4" height="12" fill="#1d5c3a"/><rect x="36" y="27" width="4" height="17" fill="#b3265e"/>',
  play: '<circle cx="32" cy="32" r="32" fill="#f3e4ee"/><rect x="13" y="18" width="38" height="26" rx="4" fill="#8b3d6b"/><rect x="24" y="46" width="16" height="4" rx="2" fill="#8b3d6b"/><path d="M28 24v14l11-7z" fill="#fff"/>',
} as const;

export function iconSvg(glyph: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">${glyph}</svg>\n`;
}

// ---------------------------------------------------------------------------------------------
// Products and screens

/** A fresh food roll in its wrap, with slices cut from it lying beside a bowl. */
export function slicedRoll(cx: number, cy: number, s: number, wrap: string, food: readonly string[]): string {
  const k = s / 300;
  const slices = [0, 1, 2]
    .map((i) => {
      const x = cx + (70 + i * 52) * k;
      const y = cy + (40 - i * 6) * k;
      const flecks = food.map((c, j) => `<circle cx="${r1(x + (j - 1.5) * 9 * k)}" cy="${r1(y + ((j % 2) * 10 - 5) * k)}" r="${r1(4.5 * k)}" fill="${c}"/>`).join('');
      return `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(24 * k)}" ry="${r1(36 * k)}" fill="#b0603a"/><ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(20 * k)}" ry="${r1(31 * k)}" fill="#c98358"/>${flecks}`;
    })
    .join('');
  return [
    shadow(cx, cy + 80 * k, 220 * k),
    `<rect x="${r1(cx - 230 * k)}" y="${r1(cy - 30 * k)}" width="${r1(250 * k)}" height="${r1(110 * k)}" rx="${r1(50 * k)}" fill="${wrap}"/>`,
    `<rect x="${r1(cx - 160 * k)}" y="${r1(cy - 8 * k)}" width="${r1(110 * k)}" height="${r1(66 * k)}" rx="${r1(8 * k)}" fill="#fbf6ec"/>`,
    `<rect x="${r1(cx - 246 * k)}" y="${r1(cy + 6 * k)}" width="${r1(22 * k)}" height="${r1(38 * k)}" rx="${r1(4 * k)}" fill="#9aa5ad"/>`,
    `<ellipse cx="${r1(cx + 20 * k)}" cy="${r1(cy + 25 * k)}" rx="${r1(26 * k)}" ry="${r1(55 * k)}" fill="#b0603a"/><ellipse cx="${r1(cx + 20 * k)}" cy="${r1(cy + 25 * k)}" rx="${r1(21 * k)}" ry="${r1(48 * k)}" fill="#c98358"/>`,
    slices,
  ].join('');
}

/** A laptop showing a presenter and a slide: a webinar. */
export function webinar(cx: number, cy: number, s: number, presenter: Person, accent: string): string {
  const w = s * 1.5;
  const h = s * 0.92;
  const left = cx - w / 2;
  const top = cy - h / 2;
  return [
    `<rect x="${r1(left)}" y="${r1(top)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(s * 0.05)}" fill="#3b4652"/>`,
    `<rect x="${r1(left + s * 0.05)}" y="${r1(top + s * 0.05)}" width="${r1(w - s * 0.1)}" height="${r1(h - s * 0.1)}" fill="#f7fbff"/>`,
    `<svg x="${r1(left + s * 0.05)}" y="${r1(top + s * 0.05)}" width="${r1(w * 0.45)}" height="${r1(h - s * 0.1)}" overflow="hidden"><rect width="100%" height="100%" fill="#dfeaf3"/>${person(w * 0.225, h * 0.36, s * 0.5, presenter)}</svg>`,
    `<rect x="${r1(cx + s * 0.02)}" y="${r1(top + s * 0.16)}" width="${r1(w * 0.4)}" height="${r1(s * 0.07)}" rx="${r1(s * 0.02)}" fill="${accent}"/>`,
    ...[0.32, 0.44, 0.56].map((f, i) => `<rect x="${r1(cx + s * 0.02)}" y="${r1(top + h * f + s * 0.05)}" width="${r1(w * (0.34 - i * 0.06))}" height="${r1(s * 0.04)}" rx="${r1(s * 0.02)}" fill="#c9d3db"/>`),
    `<path d="M${r1(left - s * 0.12)} ${r1(top + h)} H${r1(left + w + s * 0.12)} L${r1(left + w + s * 0.02)} ${r1(top + h + s * 0.08)} H${r1(left - s * 0.02)}Z" fill="#9aa5ad"/>`,
  ].join('');
}

/** The back of a stand-up bag: an ingredient list and a nutrition table on its label. */
export function packLabel(cx: number, cy: number, s: number, bag: string): string {
  const w = s * 0.8;
  const h = s * 1.1;
  const left = cx - w / 2;
  const top = cy - h / 2;
  const lines = [0, 1, 2, 3, 4]
    .map((i) => `<rect x="${r1(left + w * 0.16)}" y="${r1(top + h * (0.24 + i * 0.06))}" width="${r1(w * (0.68 - (i % 3) * 0.12))}" height="${r1(h * 0.025)}" rx="${r1(h * 0.012)}" fill="#c9d3db"/>`)
    .join('');
  const table = [0, 1, 2, 3]
    .map((i) => `<rect x="${r1(left + w * 0.16)}" y="${r1(top + h * (0.58 + i * 0.06))}" width="${r1(w * 0.68)}" height="${r1(h * 0.002 + 2)}" fill="#9aa5ad"/><rect x="${r1(left + w * 0.18)}" y="${r1(top + h * (0.6 + i * 0.06))}" width="${r1(w * 0.3)}" height="${r1(h * 0.02)}" fill="#c9d3db"/><rect x="${r1(left + w * 0.66)}" y="${r1(top + h * (0.6 + i * 0.06))}" width="${r1(w * 0.16)}" height="${r1(h * 0.02)}" fill="#c9d3db"/>`)
    .join('');
  return [
    shadow(cx, top + h + s * 0.02, w * 0.7),
    `<path d="M${r1(left)} ${r1(top + h * 0.05)} L${r1(left + w * 0.06)} ${r1(top)} H${r1(left + w * 0.94)} L${r1(left + w)} ${r1(top + h * 0.05)} V${r1(top + h * 0.96)} Q${r1(cx)} ${r1(top + h * 1.02)} ${r1(left)} ${r1(top + h * 0.96)}Z" fill="${bag}"/>`,
    `<rect x="${r1(left + w * 0.1)}" y="${r1(top + h * 0.12)}" width="${r1(w * 0.8)}" height="${r1(h * 0.78)}" rx="${r1(s * 0.03)}" fill="#ffffff"/>`,
    `<rect x="${r1(left + w * 0.16)}" y="${r1(top + h * 0.16)}" width="${r1(w * 0.4)}" height="${r1(h * 0.04)}" rx="${r1(h * 0.02)}" fill="#2f6f5e"/>`,
    lines,
    `<rect x="${r1(left + w * 0.16)}" y="${r1(top + h * 0.53)}" width="${r1(w * 0.5)}" height="${r1(h * 0.035)}" rx="${r1(h * 0.015)}" fill="#2f6f5e"/>`,
    table,
  ].join('');
}

/** One piece of produce for a scattered still life: `size` is its length in pixels. */
export function produce(kind: number, x: number, y: number, size: number, deg: number): string {
  switch (kind % 5) {
    case 0:
      return at(x, y, CARROT, deg, size / 140);
    case 1:
      return at(x, y, PEA_POD, deg, size / 90);
    case 2:
      return at(x, y, SPINACH_LEAF, deg, size / 90);
    case 3:
      return [0, 1, 2].map((i) => at(x + (i - 1) * size * 0.22, y + (i % 2) * size * 0.12, CRANBERRY, 0, size / 60)).join('');
    default:
      return at(x, y, PUMPKIN, 0, size / 160);
  }
}
