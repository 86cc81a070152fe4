import escapeHtml from 'escape-html';
import type { IllustrationSpec } from './seed-content-types.ts';

/**
 * Flat vector illustrations for the seed content, drawn in code so the repository carries no binary
 * images: a sky gradient, the sea with waves, land and the scene's own features, varied per item by a
 * seed so no two destinations look alike. The SVG is 1200×800; the loader rasterizes it to WebP.
 */

const ILLUSTRATION_WIDTH = 1200;
const ILLUSTRATION_HEIGHT = 800;
const HORIZON = 500;

/** A small deterministic generator (mulberry32) so the same key always draws the same picture. */
function random(seed: string): () => number {
  let state = 0;
  for (const char of seed) state = (Math.imul(state ^ char.charCodeAt(0), 2654435761) + 1) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes a #rrggbb colour with white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.replace('#', '').padEnd(6, '0').slice(0, 6), 16);
  const target = amount >= 0 ? 255 : 0;
  const mix = (channel: number) => Math.round(channel + (target - channel) * Math.abs(amount));
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map(mix);
  return `#${[r, g, b].map((channel) => channel!.toString(16).padStart(2, '0')).join('')}`;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** A gentle hill from x0 to x1 whose top reaches `top`, as a closed path down to the horizon line. */
function hill(x0: number, x1: number, top: number, base: number, wobble: () => number): string {
  const mid = (x0 + x1) / 2;
  const span = x1 - x0;
  return [
    `M${x0},${base}`,
    `C${round(x0 + span * 0.15)},${round(top + (base - top) * (0.35 + wobble() * 0.2))} ${round(mid - span * 0.2)},${top} ${round(mid)},${top}`,
    `C${round(mid + span * 0.2)},${top} ${round(x1 - span * 0.15)},${round(top + (base - top) * (0.3 + wobble() * 0.2))} ${x1},${base}`,
    'Z',
  ].join(' ');
}

function waves(sea: string, next: () => number): string {
  const lines: string[] = [];
  for (let row = 0; row < 7; row += 1) {
    const y = HORIZON + 40 + row * 42 + next() * 10;
    const amplitude = 4 + row * 1.5;
    const length = 60 + row * 18;
    const offset = next() * length;
    let path = `M${round(-offset)},${round(y)}`;
    for (let x = -offset; x < ILLUSTRATION_WIDTH + length; x += length) {
      path += ` q${round(length / 4)},${-amplitude} ${round(length / 2)},0 t${round(length / 2)},0`;
    }
    lines.push(
      `<path d="${path}" fill="none" stroke="${shade(sea, 0.55)}" stroke-opacity="${round(0.25 + row * 0.05)}" stroke-width="${round(2 + row * 0.6)}" stroke-linecap="round"/>`,
    );
  }
  return lines.join('');
}

function house(x: number, y: number, width: number, height: number, dome: boolean): string {
  const parts = [
    `<rect x="${round(x)}" y="${round(y - height)}" width="${round(width)}" height="${round(height)}" fill="#fbfaf6"/>`,
    `<rect x="${round(x + width * 0.35)}" y="${round(y - height * 0.55)}" width="${round(width * 0.3)}" height="${round(height * 0.4)}" fill="#2f5f9e"/>`,
  ];
  if (dome) {
    const radius = width * 0.42;
    parts.push(
      `<path d="M${round(x + width / 2 - radius)},${round(y - height)} a${round(radius)},${round(radius)} 0 0 1 ${round(radius * 2)},0 Z" fill="#2459a8"/>`,
      `<rect x="${round(x + width / 2 - 1.5)}" y="${round(y - height - radius - 14)}" width="3" height="14" fill="#fbfaf6"/>`,
    );
  }
  return parts.join('');
}

function village(next: () => number, baseY: number, from: number, to: number): string {
  const houses: string[] = [];
  const count = 9 + Math.floor(next() * 5);
  for (let index = 0; index < count; index += 1) {
    const x = from + ((to - from) * index) / count + next() * 12;
    const width = 34 + next() * 26;
    const lift = Math.sin((index / count) * Math.PI) * 70 + next() * 18;
    houses.push(house(x, baseY - lift, width, 28 + next() * 26, index % 4 === 1));
  }
  return `<g>${houses.join('')}</g>`;
}

function boat(x: number, y: number, scale: number, colour: string, sail: boolean): string {
  const hull = `<path d="M${x},${y} l${70 * scale},0 l${-12 * scale},${16 * scale} l${-48 * scale},0 Z" fill="${colour}"/>`;
  const top = sail
    ? `<path d="M${x + 34 * scale},${y - 2} l0,${-58 * scale} l${28 * scale},${56 * scale} Z" fill="#fbfaf6"/>`
    : `<rect x="${x + 20 * scale}" y="${y - 14 * scale}" width="${28 * scale}" height="${14 * scale}" fill="#fbfaf6"/>`;
  return hull + top;
}

function lighthouse(x: number, base: number, accent: string): string {
  return [
    `<path d="M${x - 22},${base} L${x - 14},${base - 170} L${x + 14},${base - 170} L${x + 22},${base} Z" fill="#fbfaf6"/>`,
    `<path d="M${x - 20},${base - 60} L${x - 18},${base - 95} L${x + 18},${base - 95} L${x + 20},${base - 60} Z" fill="${accent}"/>`,
    `<rect x="${x - 12}" y="${base - 200}" width="24" height="30" fill="#ffe7a3"/>`,
    `<path d="M${x - 18},${base - 200} L${x},${base - 228} L${x + 18},${base - 200} Z" fill="${shade(accent, -0.3)}"/>`,
    `<path d="M${x},${base - 186} L${x - 360},${base - 250} L${x - 360},${base - 140} Z" fill="#fff7d6" fill-opacity="0.28"/>`,
  ].join('');
}

function walls(x: number, base: number, width: number, colour: string): string {
  const parts = [`<rect x="${x}" y="${base - 120}" width="${width}" height="120" fill="${colour}"/>`];
  for (let cx = x; cx < x + width; cx += 36) {
    parts.push(`<rect x="${cx}" y="${base - 138}" width="20" height="18" fill="${colour}"/>`);
  }
  parts.push(
    `<rect x="${x + width * 0.62}" y="${base - 210}" width="70" height="210" fill="${shade(colour, -0.08)}"/>`,
    `<path d="M${x + width * 0.62 + 22},${base - 60} a13,13 0 0 1 26,0 l0,60 l-26,0 Z" fill="${shade(colour, -0.45)}"/>`,
  );
  return parts.join('');
}

function scene(spec: IllustrationSpec, next: () => number): string {
  const { land, accent, sea } = spec.palette;
  const far = shade(land, 0.35);
  const farHill = `<path d="${hill(-60, 520 + next() * 200, HORIZON - 70 - next() * 40, HORIZON, next)}" fill="${far}" fill-opacity="0.7"/>`;
  switch (spec.scene) {
    case 'island-village': {
      const top = HORIZON - 190 - next() * 40;
      return `${farHill}<path d="${hill(380, 1260, top, HORIZON + 10, next)}" fill="${land}"/>${village(next, HORIZON - 20, 560, 1080)}`;
    }
    case 'cliffs': {
      const rim = HORIZON - 230 - next() * 30;
      const cliff = `M560,${HORIZON + 10} L610,${rim + 60} L650,${rim} L1200,${rim - 10} L1200,${HORIZON + 10} Z`;
      return `${farHill}<path d="${cliff}" fill="${land}"/><path d="M640,${rim + 40} L700,${HORIZON} L760,${HORIZON} Z" fill="${shade(land, -0.2)}"/>${village(next, rim + 2, 700, 1140)}`;
    }
    case 'harbour': {
      // A jetty runs out from the shore with a small light at its end.
      const quay = `<path d="M0,${HORIZON + 10} L560,${HORIZON + 10} L560,${HORIZON + 150} L520,${HORIZON + 150} L520,${HORIZON + 40} L0,${HORIZON + 40} Z" fill="${shade(land, -0.15)}"/><rect x="528" y="${HORIZON - 40}" width="24" height="50" fill="#fbfaf6"/><rect x="528" y="${HORIZON - 40}" width="24" height="12" fill="${accent}"/>`;
      const town = village(next, HORIZON + 10, 80, 1100);
      const boats = [0, 1, 2]
        .map((index) =>
          boat(
            640 + index * 170 + next() * 40,
            HORIZON + 120 + index * 60,
            1.2 + index * 0.2,
            shade(land, -0.35),
            index === 1,
          ),
        )
        .join('');
      return `<path d="${hill(-100, 1300, HORIZON - 160, HORIZON + 20, next)}" fill="${land}"/>${town}${quay}${boats}`;
    }
    case 'beach': {
      const sand = shade(accent, 0.2);
      const shore = `<path d="M0,${HORIZON + 150} C300,${HORIZON + 110} 700,${HORIZON + 190} 1200,${HORIZON + 130} L1200,800 L0,800 Z" fill="${sand}"/>`;
      const umbrella = (x: number) =>
        `<rect x="${x - 3}" y="${HORIZON + 130}" width="6" height="90" fill="#6b4a2b"/><path d="M${x - 60},${HORIZON + 140} Q${x},${HORIZON + 70} ${x + 60},${HORIZON + 140} Z" fill="${shade(sea, -0.1)}"/>`;
      return `${farHill}<path d="${hill(700, 1300, HORIZON - 120, HORIZON, next)}" fill="${land}"/>${shore}${umbrella(360 + next() * 120)}${umbrella(820 + next() * 120)}`;
    }
    case 'old-town': {
      const stone = shade(land, 0.15);
      return `${farHill}<path d="${hill(200, 1300, HORIZON - 150, HORIZON + 10, next)}" fill="${land}"/>${walls(300 + next() * 80, HORIZON + 20, 620, stone)}`;
    }
    case 'lighthouse': {
      const cape = `<path d="M650,${HORIZON + 20} C760,${HORIZON - 110} 1000,${HORIZON - 150} 1200,${HORIZON - 140} L1200,${HORIZON + 20} Z" fill="${land}"/>`;
      return `${farHill}${cape}${lighthouse(960 + next() * 60, HORIZON - 110, accent)}${boat(260 + next() * 120, HORIZON + 160, 1.2, shade(sea, -0.4), true)}`;
    }
    case 'sunset-sea': {
      const islands = [0, 1, 2]
        .map(
          (index) =>
            `<path d="${hill(80 + index * 380 + next() * 80, 330 + index * 380 + next() * 80, HORIZON - 40 - next() * 60, HORIZON, next)}" fill="${shade(land, -0.2 + index * 0.1)}" fill-opacity="${0.65 + index * 0.1}"/>`,
        )
        .join('');
      return `${islands}${boat(700 + next() * 200, HORIZON + 120, 1.1, shade(land, -0.5), true)}`;
    }
  }
}

/** The scene of an illustration spec as SVG. */
export function illustrationSvg(spec: IllustrationSpec, seed: string): string {
  const next = random(seed);
  const { sky, sea, accent } = spec.palette;
  const sunset = spec.scene === 'sunset-sea';
  const sunX = 180 + next() * 840;
  const sunY = sunset ? HORIZON - 40 : 120 + next() * 120;
  const sunColour = sunset ? '#ffcf6e' : '#fff4cf';
  const reflection = sunset
    ? `<rect x="${round(sunX - 60)}" y="${HORIZON + 6}" width="120" height="230" fill="#ffd98a" fill-opacity="0.35"/>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ILLUSTRATION_WIDTH}" height="${ILLUSTRATION_HEIGHT}" viewBox="0 0 ${ILLUSTRATION_WIDTH} ${ILLUSTRATION_HEIGHT}">`,
    '<defs>',
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(sky, sunset ? -0.25 : -0.12)}"/><stop offset="1" stop-color="${shade(sky, 0.45)}"/></linearGradient>`,
    `<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(sea, 0.25)}"/><stop offset="1" stop-color="${shade(sea, -0.35)}"/></linearGradient>`,
    '</defs>',
    `<rect width="${ILLUSTRATION_WIDTH}" height="${HORIZON + 10}" fill="url(#sky)"/>`,
    `<circle cx="${round(sunX)}" cy="${round(sunY)}" r="${sunset ? 90 : 56}" fill="${sunColour}" fill-opacity="0.92"/>`,
    `<path d="M${round(140 + next() * 300)},${round(150 + next() * 60)} h160 a26,26 0 0 0 -40,-30 a34,34 0 0 0 -64,-6 a24,24 0 0 0 -56,36 Z" fill="#ffffff" fill-opacity="0.55"/>`,
    `<rect y="${HORIZON}" width="${ILLUSTRATION_WIDTH}" height="${ILLUSTRATION_HEIGHT - HORIZON}" fill="url(#sea)"/>`,
    reflection,
    waves(sea, next),
    scene(spec, next),
    `<rect y="${ILLUSTRATION_HEIGHT - 6}" width="${ILLUSTRATION_WIDTH}" height="6" fill="${accent}" fill-opacity="0.6"/>`,
    '</svg>',
  ].join('');
}

export const LOGO_WIDTH = 320;
export const LOGO_HEIGHT = 120;
/** Logos are drawn at three times their shown size, sharp on high-density screens. */
export const LOGO_DENSITY = 3;

/** A company's wordmark: its name in its brand colour next to a small wave mark, on white. */
export function logoSvg(name: string, brandColor: string): string {
  const room = LOGO_WIDTH - 84 - 16;
  const size = Math.max(16, Math.min(34, Math.floor(room / (0.62 * Math.max(name.length, 1)))));
  // A long name is squeezed to fit rather than cut off.
  const fit = 0.62 * size * name.length > room ? ` textLength="${room}" lengthAdjust="spacingAndGlyphs"` : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_WIDTH * LOGO_DENSITY}" height="${LOGO_HEIGHT * LOGO_DENSITY}" viewBox="0 0 ${LOGO_WIDTH} ${LOGO_HEIGHT}">`,
    `<rect width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}" rx="14" fill="#ffffff"/>`,
    `<circle cx="46" cy="60" r="26" fill="${brandColor}"/>`,
    '<path d="M26,64 q10,-10 20,0 t20,0" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/>',
    '<path d="M30,52 q8,-8 16,0 t16,0" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="4" stroke-linecap="round"/>',
    `<text x="84" y="60" dominant-baseline="central" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-size="${size}"${fit} fill="${brandColor}">${escapeHtml(name)}</text>`,
    '</svg>',
  ].join('');
}
