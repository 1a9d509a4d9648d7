// Flat, text-free illustrations used as demo listing photos. Everything is drawn as SVG shapes
// (no downloads, no fonts) and encoded to JPEG by sharp. The same scene and seed always give the
// same picture; different seeds vary the palette and the layout a little.

import sharp from 'sharp';
import type { PhotoScene } from './types.ts';

export type PlaceholderPhotoOptions = {
  scene: PhotoScene;
  seed: number;
  width?: number;
  height?: number;
};

/** Drawing space; the SVG is scaled to the requested size. */
const W = 1200;
const H = 900;

type Rng = {
  next: () => number;
  range: (min: number, max: number) => number;
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (p: number) => boolean;
};

function createRng(seed: number): Rng {
  let a = (Math.trunc(seed) ^ 0x9e3779b9) >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const range = (min: number, max: number): number => min + next() * (max - min);
  const int = (min: number, max: number): number => Math.floor(range(min, max + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick() needs a non-empty list');
    return item;
  };
  const chance = (p: number): boolean => next() < p;
  return { next, range, int, pick, chance };
}

// ───────────────────────────── colours ─────────────────────────────

function clampByte(value: number): number {
  return Math.max(0, Math.min(255, Math.round(value)));
}

function parseHex(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(r: number, g: number, b: number): string {
  return `#${((1 << 24) | (clampByte(r) << 16) | (clampByte(g) << 8) | clampByte(b)).toString(16).slice(1)}`;
}

/** Mixes `hex` toward white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const [r, g, b] = parseHex(hex);
  const target = amount >= 0 ? 255 : 0;
  const k = Math.abs(amount);
  return toHex(r + (target - r) * k, g + (target - g) * k, b + (target - b) * k);
}

function jitter(hex: string, rng: Rng, spread = 10): string {
  const [r, g, b] = parseHex(hex);
  const d = rng.range(-spread, spread);
  return toHex(r + d, g + d * 0.8, b + d * 0.6);
}

type Palette = {
  sky: string;
  skyLow: string;
  wall: string;
  floor: string;
  teal: string;
  slate: string;
  sand: string;
  amber: string;
  grass: string;
  white: string;
};

const TEALS = ['#2a7f7a', '#2f8f88', '#2c6e73', '#3a8f8a', '#347c80'] as const;
const SLATES = ['#46566a', '#536379', '#3d4b5c', '#5a6878', '#4a5a66'] as const;
const SANDS = ['#e7dcc6', '#eadfcb', '#e2d6bf', '#ece3d3', '#dfd3bb'] as const;
const AMBERS = ['#e0a043', '#d9923a', '#e6b05a', '#d4883a', '#e8a94f'] as const;
const WALLS = ['#f1ebe0', '#ece6da', '#e5ebe8', '#efe7dc', '#e9e4dc', '#e4e8ea'] as const;
const FLOORS = ['#c9a77c', '#b9946a', '#d2b48c', '#a98a66', '#cdb79a'] as const;
const SKIES = ['#a9d3e0', '#b8dbe4', '#9fcbd9', '#c2dfe6', '#afd0dc'] as const;

function makePalette(rng: Rng): Palette {
  const sky = jitter(rng.pick(SKIES), rng, 8);
  return {
    sky,
    skyLow: shade(sky, 0.45),
    wall: jitter(rng.pick(WALLS), rng, 6),
    floor: jitter(rng.pick(FLOORS), rng, 10),
    teal: jitter(rng.pick(TEALS), rng, 10),
    slate: jitter(rng.pick(SLATES), rng, 8),
    sand: jitter(rng.pick(SANDS), rng, 6),
    amber: jitter(rng.pick(AMBERS), rng, 8),
    grass: jitter(rng.pick(['#8fb98b', '#7fae86', '#9cbf8e', '#86b39a'] as const), rng, 8),
    white: '#fbfaf7',
  };
}

// ───────────────────────────── shape helpers ─────────────────────────────

function n(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

function poly(points: Array<[number, number]>, fill: string, extra = ''): string {
  const list = points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
  return `<polygon points="${list}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number): string {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}" stroke-linecap="round"/>`;
}

/** A soft floor shadow under furniture. */
function shadow(cx: number, cy: number, rx: number, ry: number): string {
  return ellipse(cx, cy, rx, ry, '#000000', 'opacity="0.12"');
}

/** A window showing a bit of sky (and optionally a far tree line), with frame and mullions. */
function windowPane(
  x: number,
  y: number,
  w: number,
  h: number,
  p: Palette,
  frame: string,
  cross = true,
): string {
  const parts = [
    rect(x - 10, y - 10, w + 20, h + 20, frame, 4),
    rect(x, y, w, h, 'url(#sky)'),
    poly(
      [
        [x, y + h],
        [x, y + h * 0.72],
        [x + w * 0.3, y + h * 0.64],
        [x + w * 0.6, y + h * 0.7],
        [x + w, y + h * 0.6],
        [x + w, y + h],
      ],
      shade(p.grass, -0.1),
      'opacity="0.8"',
    ),
    poly(
      [
        [x + w * 0.1, y],
        [x + w * 0.35, y],
        [x + w * 0.15, y + h],
        [x, y + h],
      ],
      '#ffffff',
      'opacity="0.12"',
    ),
  ];
  if (cross) {
    parts.push(rect(x + w / 2 - 4, y, 8, h, frame));
    parts.push(rect(x, y + h / 2 - 4, w, 8, frame));
  }
  parts.push(rect(x - 16, y + h + 8, w + 32, 14, shade(frame, -0.08), 3));
  return parts.join('');
}

function plant(x: number, baseY: number, scale: number, p: Palette, rng: Rng): string {
  const potW = 70 * scale;
  const potH = 80 * scale;
  const leaf = shade(p.teal, rng.range(-0.1, 0.15));
  const parts = [shadow(x, baseY, potW * 0.7, 10 * scale)];
  const leaves = rng.int(5, 7);
  for (let i = 0; i < leaves; i++) {
    const angle = -Math.PI / 2 + (i - (leaves - 1) / 2) * 0.38;
    const len = 120 * scale * rng.range(0.8, 1.15);
    const cx = x + Math.cos(angle) * len * 0.55;
    const cy = baseY - potH + Math.sin(angle) * len * 0.55;
    const deg = (angle * 180) / Math.PI + 90;
    parts.push(
      ellipse(
        cx,
        cy,
        18 * scale,
        len * 0.5,
        i % 2 ? leaf : shade(leaf, -0.12),
        `transform="rotate(${n(deg)} ${n(cx)} ${n(cy)})"`,
      ),
    );
  }
  parts.push(
    poly(
      [
        [x - potW / 2, baseY - potH],
        [x + potW / 2, baseY - potH],
        [x + potW * 0.38, baseY],
        [x - potW * 0.38, baseY],
      ],
      p.amber,
    ),
  );
  parts.push(rect(x - potW / 2 - 4, baseY - potH, potW + 8, 12 * scale, shade(p.amber, -0.12), 3));
  return parts.join('');
}

function wallArt(x: number, y: number, w: number, h: number, p: Palette, rng: Rng): string {
  const frame = rng.pick([p.slate, '#2f2f2f', shade(p.sand, -0.35)]);
  const inner = shade(p.sand, 0.4);
  const parts = [rect(x, y, w, h, frame, 3), rect(x + 10, y + 10, w - 20, h - 20, inner)];
  // A tiny abstract landscape: hills and a sun.
  parts.push(circle(x + w * 0.7, y + h * 0.35, Math.min(w, h) * 0.12, p.amber));
  parts.push(
    poly(
      [
        [x + 10, y + h - 10],
        [x + 10, y + h * 0.65],
        [x + w * 0.4, y + h * 0.45],
        [x + w * 0.75, y + h * 0.7],
        [x + w - 10, y + h * 0.6],
        [x + w - 10, y + h - 10],
      ],
      p.teal,
    ),
  );
  return parts.join('');
}

function floorBoards(y: number, p: Palette, rng: Rng): string {
  const parts = [rect(0, y, W, H - y, p.floor)];
  const seam = shade(p.floor, -0.12);
  const rows = 6;
  for (let i = 1; i <= rows; i++) {
    const ly = y + ((H - y) * i) / (rows + 1) + i * i * 1.5;
    parts.push(rect(0, ly, W, 2, seam, 0, 'opacity="0.6"'));
    const offset = rng.range(0, 240);
    for (let x = offset; x < W; x += 260) {
      parts.push(
        rect(x, ly - (H - y) / (rows + 1) + 2, 2, (H - y) / (rows + 1) - 2, seam, 0, 'opacity="0.35"'),
      );
    }
  }
  return parts.join('');
}

function baseboard(y: number, p: Palette): string {
  return rect(0, y - 18, W, 18, shade(p.wall, 0.5)) + rect(0, y - 2, W, 4, shade(p.wall, -0.15));
}

function tree(x: number, baseY: number, size: number, p: Palette, rng: Rng): string {
  const trunk = shade(p.sand, -0.5);
  const leaf = shade(p.grass, rng.range(-0.25, -0.05));
  if (rng.chance(0.5)) {
    // Spruce
    return (
      rect(x - size * 0.06, baseY - size * 0.25, size * 0.12, size * 0.25, trunk) +
      poly(
        [
          [x, baseY - size * 1.2],
          [x - size * 0.38, baseY - size * 0.2],
          [x + size * 0.38, baseY - size * 0.2],
        ],
        shade(leaf, -0.15),
      )
    );
  }
  return (
    rect(x - size * 0.05, baseY - size * 0.45, size * 0.1, size * 0.45, trunk) +
    circle(x, baseY - size * 0.7, size * 0.35, leaf) +
    circle(x - size * 0.2, baseY - size * 0.55, size * 0.24, shade(leaf, 0.08)) +
    circle(x + size * 0.22, baseY - size * 0.58, size * 0.22, shade(leaf, -0.06))
  );
}

function cloud(x: number, y: number, s: number): string {
  return (
    ellipse(x, y, 70 * s, 26 * s, '#ffffff', 'opacity="0.85"') +
    ellipse(x - 40 * s, y + 6 * s, 46 * s, 20 * s, '#ffffff', 'opacity="0.85"') +
    ellipse(x + 35 * s, y - 12 * s, 44 * s, 24 * s, '#ffffff', 'opacity="0.85"')
  );
}

function outdoorBackdrop(horizon: number, p: Palette, rng: Rng): string {
  const parts = [rect(0, 0, W, horizon + 20, 'url(#sky)')];
  parts.push(
    circle(
      rng.range(150, 1050),
      rng.range(90, 170),
      rng.range(38, 55),
      shade(p.amber, 0.35),
      'opacity="0.9"',
    ),
  );
  const clouds = rng.int(1, 3);
  for (let i = 0; i < clouds; i++)
    parts.push(cloud(rng.range(120, 1080), rng.range(70, 220), rng.range(0.7, 1.2)));
  // Distant hills
  parts.push(
    poly(
      [
        [0, horizon],
        [0, horizon - rng.range(40, 90)],
        [W * 0.3, horizon - rng.range(70, 130)],
        [W * 0.65, horizon - rng.range(40, 90)],
        [W, horizon - rng.range(80, 140)],
        [W, horizon],
      ],
      shade(p.grass, 0.2),
    ),
  );
  parts.push(rect(0, horizon, W, H - horizon, p.grass));
  return parts.join('');
}

// ───────────────────────────── scenes ─────────────────────────────

function drawExterior(p: Palette, rng: Rng): string {
  const horizon = 640;
  const parts = [outdoorBackdrop(horizon, p, rng)];
  const storeys = rng.pick([1, 2, 2]);
  const houseW = rng.range(560, 700);
  const x0 = (W - houseW) / 2 + rng.range(-60, 60);
  const storeyH = 190;
  const bodyH = storeys * storeyH + 40;
  const top = horizon + 30 - bodyH;
  const siding = rng.pick([p.sand, shade(p.teal, 0.55), shade(p.slate, 0.55), p.white, shade(p.amber, 0.55)]);
  const roof = rng.pick([p.slate, shade(p.slate, -0.2), shade(p.teal, -0.3)]);
  const trim = p.white;

  // Trees behind and beside the house
  parts.push(tree(x0 - rng.range(70, 150), horizon + 40, rng.range(200, 300), p, rng));
  parts.push(tree(x0 + houseW + rng.range(80, 160), horizon + 40, rng.range(180, 280), p, rng));

  // Chimney then roof
  const roofH = rng.range(150, 210);
  if (rng.chance(0.6))
    parts.push(rect(x0 + houseW * 0.72, top - roofH * 0.75, 46, roofH * 0.6, shade(roof, 0.15)));
  parts.push(
    poly(
      [
        [x0 - 34, top + 4],
        [x0 + houseW / 2, top - roofH],
        [x0 + houseW + 34, top + 4],
      ],
      roof,
    ),
  );
  parts.push(
    poly(
      [
        [x0 - 34, top + 4],
        [x0 + houseW + 34, top + 4],
        [x0 + houseW + 34, top + 18],
        [x0 - 34, top + 18],
      ],
      shade(roof, -0.2),
    ),
  );
  // Body and siding lines
  parts.push(rect(x0, top + 18, houseW, bodyH - 18, siding));
  for (let y = top + 40; y < top + bodyH; y += 22) parts.push(rect(x0, y, houseW, 2, shade(siding, -0.08)));
  // Gable window
  parts.push(
    circle(x0 + houseW / 2, top - roofH * 0.38, 26, trim) +
      circle(x0 + houseW / 2, top - roofH * 0.38, 19, 'url(#sky)'),
  );

  // Door
  const doorW = 90;
  const doorH = 160;
  const doorX = x0 + houseW * rng.pick([0.5, 0.36, 0.64]) - doorW / 2;
  const groundY = top + bodyH;
  const door = rng.pick([p.teal, p.amber, shade(p.teal, -0.2), '#8c3b35']);
  parts.push(rect(doorX - 10, groundY - doorH - 10, doorW + 20, doorH + 10, trim));
  parts.push(rect(doorX, groundY - doorH, doorW, doorH, door));
  parts.push(rect(doorX + 14, groundY - doorH + 16, doorW - 28, 48, shade(door, 0.25), 4));
  parts.push(circle(doorX + doorW - 16, groundY - doorH / 2, 5, shade(p.amber, 0.3)));
  parts.push(rect(doorX - 30, groundY, doorW + 60, 14, shade(p.sand, -0.25)));
  parts.push(
    poly(
      [
        [doorX - 10, groundY + 14],
        [doorX + doorW + 10, groundY + 14],
        [doorX + doorW + 90, H],
        [doorX - 90, H],
      ],
      shade(p.sand, -0.1),
    ),
  );

  // Windows: skip the column occupied by the door on the ground floor.
  const cols = houseW > 630 ? 4 : 3;
  const winW = 92;
  const winH = 110;
  const frame = trim;
  for (let s = 0; s < storeys; s++) {
    const wy = groundY - (s + 1) * storeyH + 40;
    for (let c = 0; c < cols; c++) {
      const cx = x0 + (houseW * (c + 0.5)) / cols;
      if (s === 0 && Math.abs(cx - (doorX + doorW / 2)) < winW) continue;
      parts.push(windowPane(cx - winW / 2, wy, winW, winH, p, frame));
      parts.push(rect(cx - winW / 2 - 26, wy - 10, 14, winH + 20, shade(roof, 0.1)));
      parts.push(rect(cx + winW / 2 + 12, wy - 10, 14, winH + 20, shade(roof, 0.1)));
    }
  }
  // Shrubs along the front
  for (let i = 0; i < 5; i++) {
    const sx = x0 + 30 + i * ((houseW - 60) / 4);
    if (Math.abs(sx - (doorX + doorW / 2)) < 90) continue;
    parts.push(ellipse(sx, groundY + 4, rng.range(36, 52), rng.range(24, 34), shade(p.grass, -0.25)));
  }
  return parts.join('');
}

function drawGarage(p: Palette, rng: Rng): string {
  const horizon = 620;
  const parts = [outdoorBackdrop(horizon, p, rng)];
  const bays = rng.pick([1, 2, 2]);
  const bW = bays === 2 ? 760 : 520;
  const x0 = (W - bW) / 2 + rng.range(-40, 40);
  const bodyH = 330;
  const groundY = horizon + 60;
  const top = groundY - bodyH;
  const siding = rng.pick([p.sand, shade(p.slate, 0.5), shade(p.teal, 0.5), p.white]);
  const roof = rng.pick([p.slate, shade(p.slate, -0.2), shade(p.teal, -0.3)]);
  parts.push(tree(x0 + bW + rng.range(90, 150), groundY - 10, rng.range(200, 280), p, rng));
  parts.push(
    poly(
      [
        [x0 - 30, top + 4],
        [x0 + bW / 2, top - 130],
        [x0 + bW + 30, top + 4],
      ],
      roof,
    ),
  );
  parts.push(rect(x0 - 30, top, bW + 60, 16, shade(roof, -0.2)));
  parts.push(rect(x0, top + 16, bW, bodyH - 16, siding));
  for (let y = top + 40; y < groundY; y += 24) parts.push(rect(x0, y, bW, 2, shade(siding, -0.08)));
  // Driveway
  parts.push(
    poly(
      [
        [x0 + 20, groundY],
        [x0 + bW - 20, groundY],
        [x0 + bW + 140, H],
        [x0 - 140, H],
      ],
      shade(p.slate, 0.55),
    ),
  );
  // Doors
  const doorColour = rng.pick([p.white, shade(p.sand, 0.3), shade(p.teal, 0.2)]);
  const gap = 50;
  const doorW = (bW - gap * (bays + 1)) / bays;
  const doorH = 230;
  for (let i = 0; i < bays; i++) {
    const dx = x0 + gap + i * (doorW + gap);
    const dy = groundY - doorH;
    parts.push(rect(dx - 10, dy - 10, doorW + 20, doorH + 10, shade(p.slate, 0.2)));
    parts.push(rect(dx, dy, doorW, doorH, doorColour));
    for (let r = 1; r < 4; r++)
      parts.push(rect(dx, dy + (doorH * r) / 4 - 2, doorW, 4, shade(doorColour, -0.15)));
    // Panel insets
    const panels = 4;
    for (let r = 0; r < 4; r++) {
      for (let c = 0; c < panels; c++) {
        const pw = doorW / panels;
        const px = dx + c * pw + 10;
        const py = dy + (doorH * r) / 4 + 10;
        if (r === 0) parts.push(rect(px, py, pw - 20, doorH / 4 - 22, 'url(#sky)', 2, 'opacity="0.85"'));
        else parts.push(rect(px, py, pw - 20, doorH / 4 - 22, shade(doorColour, -0.06), 2));
      }
    }
    // Light above each door
    parts.push(rect(dx + doorW / 2 - 14, dy - 46, 28, 26, p.slate, 4));
    parts.push(rect(dx + doorW / 2 - 9, dy - 40, 18, 14, shade(p.amber, 0.4), 2));
  }
  return parts.join('');
}

function drawLiving(p: Palette, rng: Rng): string {
  const floorY = 640;
  const parts = [rect(0, 0, W, floorY, p.wall)];
  if (rng.chance(0.5))
    parts.push(rect(0, 0, rng.chance(0.5) ? 360 : W, floorY, shade(p.teal, 0.6), 0, 'opacity="0.55"'));
  parts.push(floorBoards(floorY, p, rng));
  parts.push(baseboard(floorY, p));
  // Window on one side, art on the other.
  const windowLeft = rng.chance(0.5);
  const winX = windowLeft ? 110 : 820;
  parts.push(windowPane(winX, 130, 260, 330, p, p.white));
  const curtain = rng.pick([p.sand, shade(p.teal, 0.3), shade(p.amber, 0.3)]);
  parts.push(rect(winX - 50, 100, 40, 430, curtain, 8) + rect(winX + 270, 100, 40, 430, curtain, 8));
  parts.push(rect(winX - 70, 92, 400, 8, p.slate, 3));
  const artX = windowLeft ? 560 : 180;
  parts.push(wallArt(artX, 150, rng.range(200, 280), rng.range(150, 200), p, rng));
  // Rug
  parts.push(ellipse(600, 790, 420, 70, rng.pick([p.sand, shade(p.teal, 0.45), shade(p.amber, 0.5)])));
  // Sofa
  const sofa = rng.pick([p.teal, p.slate, shade(p.teal, -0.15), shade(p.amber, -0.1)]);
  const sx = windowLeft ? 420 : 230;
  const sw = 560;
  parts.push(shadow(sx + sw / 2, 735, sw * 0.55, 18));
  parts.push(rect(sx, 470, sw, 160, shade(sofa, -0.08), 28));
  parts.push(rect(sx - 20, 560, sw + 40, 130, sofa, 24));
  parts.push(
    rect(sx - 40, 530, 70, 170, shade(sofa, -0.12), 26) +
      rect(sx + sw - 30, 530, 70, 170, shade(sofa, -0.12), 26),
  );
  parts.push(
    rect(sx + 40, 560, sw / 2 - 50, 60, shade(sofa, 0.12), 16) +
      rect(sx + sw / 2 + 10, 560, sw / 2 - 50, 60, shade(sofa, 0.12), 16),
  );
  parts.push(
    rect(sx + 60, 500, 90, 70, p.amber, 16) + rect(sx + sw - 150, 500, 90, 70, shade(p.sand, 0.2), 16),
  );
  parts.push(
    rect(sx, 690, 14, 30, shade(p.sand, -0.5)) + rect(sx + sw - 14, 690, 14, 30, shade(p.sand, -0.5)),
  );
  // Coffee table
  parts.push(shadow(600, 835, 190, 16));
  parts.push(
    rect(430, 770, 340, 26, shade(p.floor, -0.3), 8) +
      rect(455, 796, 14, 40, shade(p.floor, -0.4)) +
      rect(731, 796, 14, 40, shade(p.floor, -0.4)),
  );
  parts.push(rect(520, 748, 70, 22, p.teal, 4) + circle(660, 758, 14, p.white));
  // Floor lamp
  const lx = windowLeft ? 1080 : 120;
  parts.push(shadow(lx, 700, 60, 10));
  parts.push(rect(lx - 4, 330, 8, 370, p.slate) + ellipse(lx, 700, 46, 10, p.slate));
  parts.push(
    poly(
      [
        [lx - 60, 330],
        [lx + 60, 330],
        [lx + 40, 250],
        [lx - 40, 250],
      ],
      shade(p.amber, 0.45),
    ),
  );
  parts.push(ellipse(lx, 340, 120, 40, shade(p.amber, 0.6), 'opacity="0.25"'));
  // Plant in the other corner
  parts.push(plant(windowLeft ? 300 : 890, 700, rng.range(0.9, 1.15), p, rng));
  return parts.join('');
}

function drawKitchen(p: Palette, rng: Rng): string {
  const floorY = 700;
  const parts = [rect(0, 0, W, floorY, p.wall)];
  // Tiled floor
  parts.push(rect(0, floorY, W, H - floorY, shade(p.sand, -0.05)));
  for (let x = 0; x < W; x += 100)
    parts.push(rect(x, floorY, 2, H - floorY, shade(p.sand, -0.2), 0, 'opacity="0.5"'));
  for (let y = floorY + 60; y < H; y += 70)
    parts.push(rect(0, y, W, 2, shade(p.sand, -0.2), 0, 'opacity="0.5"'));

  const cab = rng.pick([p.white, p.teal, p.slate, shade(p.teal, 0.35), shade(p.sand, 0.2)]);
  const counter = rng.pick([shade(p.slate, -0.3), shade(p.sand, 0.4), '#d9d6cf', shade(p.floor, -0.1)]);
  const handle = shade(p.amber, -0.1);
  const counterY = 470;
  // Backsplash tiles
  const tile = shade(rng.pick([p.teal, p.sand, p.white]), 0.5);
  parts.push(rect(0, 260, W, counterY - 260, tile));
  for (let y = 260; y < counterY; y += 36) parts.push(rect(0, y, W, 2, shade(tile, -0.12)));
  for (let y = 260, row = 0; y < counterY; y += 36, row++) {
    for (let x = row % 2 ? 0 : 36; x < W; x += 72) parts.push(rect(x, y, 2, 36, shade(tile, -0.12)));
  }
  // Window over the sink
  const winX = rng.range(430, 560);
  parts.push(rect(winX - 20, 120, 300, 330, p.wall));
  parts.push(windowPane(winX, 140, 260, 250, p, p.white));
  // Upper cabinets around the window
  const upperY = 70;
  const upperH = 190;
  const drawUpper = (x: number, w: number): void => {
    parts.push(rect(x, upperY, w, upperH, cab, 4));
    const doors = Math.max(1, Math.round(w / 140));
    for (let i = 0; i < doors; i++) {
      const dw = w / doors;
      parts.push(rect(x + i * dw + 10, upperY + 12, dw - 20, upperH - 24, shade(cab, -0.05), 3));
      parts.push(rect(x + i * dw + (i % 2 ? 18 : dw - 26), upperY + upperH - 60, 8, 40, handle, 3));
    }
  };
  drawUpper(40, winX - 80);
  drawUpper(winX + 300, 860 - winX - 300 > 100 ? 860 - winX - 300 : 120);
  // Fridge on the right
  const fx = 900;
  parts.push(shadow(fx + 130, floorY + 8, 150, 14));
  parts.push(rect(fx, 80, 260, floorY - 80, '#d7dbdd', 10) + rect(fx, 330, 260, 4, '#b7bcc0'));
  parts.push(rect(fx + 224, 140, 10, 140, '#9aa1a6', 4) + rect(fx + 224, 370, 10, 180, '#9aa1a6', 4));
  // Counter and base cabinets
  parts.push(rect(20, counterY, 860, 24, counter, 4));
  parts.push(rect(30, counterY + 24, 840, floorY - counterY - 24 - 16, cab));
  parts.push(rect(30, floorY - 16, 840, 16, shade(cab, -0.3)));
  const baseDoors = 6;
  for (let i = 0; i < baseDoors; i++) {
    const dw = 840 / baseDoors;
    const dx = 30 + i * dw;
    parts.push(
      rect(dx + 10, counterY + 40, dw - 20, 40, shade(cab, -0.05), 3) +
        rect(dx + dw / 2 - 20, counterY + 56, 40, 8, handle, 3),
    );
    parts.push(rect(dx + 10, counterY + 92, dw - 20, floorY - counterY - 124, shade(cab, -0.05), 3));
  }
  // Sink and tap
  parts.push(rect(winX + 60, counterY - 4, 140, 10, shade(counter, -0.25), 4));
  parts.push(
    rect(winX + 124, counterY - 70, 10, 66, '#a7adb2', 3) +
      rect(winX + 100, counterY - 74, 44, 10, '#a7adb2', 4),
  );
  // Range with hood on the left
  const rx = 110;
  parts.push(rect(rx, counterY - 6, 200, 10, '#33383d', 3));
  parts.push(
    ellipse(rx + 55, counterY - 4, 30, 5, '#555b61') + ellipse(rx + 145, counterY - 4, 30, 5, '#555b61'),
  );
  // Small accents on the counter
  parts.push(plant(winX + 250, counterY, 0.45, p, rng));
  parts.push(
    rect(rx + 250, counterY - 60, 50, 60, p.amber, 8) +
      rect(rx + 260, counterY - 76, 30, 18, shade(p.amber, -0.2), 4),
  );
  // Pendant lights
  const pendants = rng.int(2, 3);
  for (let i = 0; i < pendants; i++) {
    const px = 200 + i * (500 / Math.max(1, pendants - 1));
    parts.push(rect(px - 1.5, 0, 3, 40, p.slate));
    parts.push(
      poly(
        [
          [px - 34, 70],
          [px + 34, 70],
          [px + 16, 40],
          [px - 16, 40],
        ],
        p.slate,
      ),
    );
    parts.push(ellipse(px, 72, 26, 6, shade(p.amber, 0.55)));
  }
  return parts.join('');
}

function drawBedroom(p: Palette, rng: Rng): string {
  const floorY = 620;
  const accent = rng.pick([p.teal, p.slate, shade(p.amber, -0.05)]);
  const parts = [rect(0, 0, W, floorY, p.wall)];
  // Accent wall behind the bed
  parts.push(rect(260, 0, 680, floorY, shade(accent, 0.55)));
  parts.push(floorBoards(floorY, p, rng));
  parts.push(baseboard(floorY, p));
  // Window on the side
  const winLeft = rng.chance(0.5);
  parts.push(windowPane(winLeft ? 50 : 990, 150, 160, 280, p, p.white));
  // Art above the bed
  parts.push(wallArt(450, 120, 300, 170, p, rng));
  // Bed
  const bx = 330;
  const bw = 540;
  parts.push(shadow(600, 800, 320, 26));
  parts.push(rect(bx - 20, 330, bw + 40, 300, shade(accent, -0.2), 22));
  parts.push(rect(bx, 500, bw, 130, p.white, 12));
  parts.push(rect(bx + 40, 450, 210, 90, p.white, 24) + rect(bx + bw - 250, 450, 210, 90, p.white, 24));
  parts.push(
    rect(bx + 60, 470, 170, 60, shade(p.sand, 0.15), 20) +
      rect(bx + bw - 230, 470, 170, 60, shade(p.sand, 0.15), 20),
  );
  const duvet = rng.pick([
    shade(p.teal, 0.3),
    shade(p.sand, 0.1),
    shade(p.slate, 0.35),
    shade(p.amber, 0.45),
  ]);
  parts.push(
    poly(
      [
        [bx - 10, 560],
        [bx + bw + 10, 560],
        [bx + bw + 40, 800],
        [bx - 40, 800],
      ],
      duvet,
    ),
  );
  parts.push(
    poly(
      [
        [bx - 10, 560],
        [bx + bw + 10, 560],
        [bx + bw + 14, 600],
        [bx - 14, 600],
      ],
      shade(duvet, 0.25),
    ),
  );
  parts.push(
    poly(
      [
        [bx - 30, 690],
        [bx + bw + 30, 690],
        [bx + bw + 38, 740],
        [bx - 38, 740],
      ],
      p.amber,
      'opacity="0.85"',
    ),
  );
  // Nightstands with lamps
  for (const nx of [bx - 170, bx + bw + 50]) {
    parts.push(shadow(nx + 60, 690, 80, 10));
    parts.push(
      rect(nx, 540, 120, 140, shade(p.floor, -0.2), 6) +
        rect(nx + 10, 560, 100, 40, shade(p.floor, -0.1), 3) +
        rect(nx + 52, 576, 16, 6, p.amber, 2),
    );
    parts.push(
      rect(nx + 55, 470, 10, 70, p.slate) +
        poly(
          [
            [nx + 20, 480],
            [nx + 100, 480],
            [nx + 85, 410],
            [nx + 35, 410],
          ],
          shade(p.amber, 0.5),
        ),
    );
    parts.push(ellipse(nx + 60, 470, 90, 40, shade(p.amber, 0.6), 'opacity="0.2"'));
  }
  return parts.join('');
}

function drawBathroom(p: Palette, rng: Rng): string {
  const floorY = 700;
  const tile = rng.pick([p.white, shade(p.teal, 0.7), shade(p.sand, 0.45), shade(p.slate, 0.75)]);
  const parts = [rect(0, 0, W, floorY, p.wall)];
  // Tiled lower wall
  parts.push(rect(0, 330, W, floorY - 330, tile));
  for (let y = 330; y < floorY; y += 46) parts.push(rect(0, y, W, 2, shade(tile, -0.12)));
  for (let x = 0; x < W; x += 46) parts.push(rect(x, 330, 2, floorY - 330, shade(tile, -0.12)));
  // Floor
  const floor = shade(p.slate, 0.45);
  parts.push(rect(0, floorY, W, H - floorY, floor));
  for (let x = 0; x < W; x += 120) parts.push(rect(x, floorY, 2, H - floorY, shade(floor, -0.15)));
  for (let y = floorY + 70; y < H; y += 80) parts.push(rect(0, y, W, 2, shade(floor, -0.15)));
  // Bathtub on the left with shower rod and curtain
  const tubX = 60;
  const tubW = 540;
  parts.push(rect(tubX, 80, tubW, 6, '#a7adb2', 3));
  const curtain = rng.pick([p.teal, shade(p.amber, 0.3), shade(p.slate, 0.3), shade(p.teal, 0.4)]);
  const folds = 7;
  for (let i = 0; i < folds; i++) {
    const cw = 180 / folds;
    parts.push(rect(tubX + 10 + i * cw, 86, cw + 2, 450, i % 2 ? curtain : shade(curtain, -0.08)));
  }
  parts.push(rect(tubX + 420, 150, 14, 70, '#a7adb2', 4) + ellipse(tubX + 427, 150, 30, 10, '#a7adb2'));
  parts.push(shadow(tubX + tubW / 2, floorY + 8, tubW * 0.52, 14));
  parts.push(
    rect(tubX, 500, tubW, 200, p.white, 16) + rect(tubX - 10, 490, tubW + 20, 26, shade(p.white, -0.05), 10),
  );
  parts.push(rect(tubX + 20, 520, tubW - 40, 6, shade(p.white, -0.08), 3));
  // Vanity with sink, mirror and light
  const vx = 720;
  const vw = 380;
  const vanity = rng.pick([p.slate, p.teal, shade(p.floor, -0.2), p.white]);
  parts.push(shadow(vx + vw / 2, floorY + 6, vw * 0.55, 12));
  parts.push(rect(vx, 500, vw, 200, vanity, 6));
  parts.push(
    rect(vx + 14, 520, vw / 2 - 21, 164, shade(vanity, 0.08), 4) +
      rect(vx + vw / 2 + 7, 520, vw / 2 - 21, 164, shade(vanity, 0.08), 4),
  );
  parts.push(rect(vx + vw / 2 - 30, 590, 20, 6, p.amber, 2) + rect(vx + vw / 2 + 10, 590, 20, 6, p.amber, 2));
  parts.push(rect(vx - 10, 486, vw + 20, 20, '#eceae6', 6));
  parts.push(ellipse(vx + vw / 2, 490, 80, 12, '#d6dadc'));
  parts.push(
    rect(vx + vw / 2 - 6, 440, 12, 48, '#a7adb2', 4) + rect(vx + vw / 2 - 6, 440, 40, 10, '#a7adb2', 4),
  );
  const mirrorRound = rng.chance(0.5);
  if (mirrorRound) {
    parts.push(circle(vx + vw / 2, 300, 120, p.amber) + circle(vx + vw / 2, 300, 108, shade(p.sky, 0.4)));
    parts.push(
      poly(
        [
          [vx + vw / 2 - 60, 220],
          [vx + vw / 2 - 20, 220],
          [vx + vw / 2 - 90, 360],
          [vx + vw / 2 - 110, 330],
        ],
        '#ffffff',
        'opacity="0.35"',
      ),
    );
  } else {
    parts.push(
      rect(vx + 30, 170, vw - 60, 250, p.slate, 8) + rect(vx + 42, 182, vw - 84, 226, shade(p.sky, 0.4), 4),
    );
    parts.push(
      poly(
        [
          [vx + 80, 182],
          [vx + 130, 182],
          [vx + 70, 408],
          [vx + 42, 408],
          [vx + 42, 330],
        ],
        '#ffffff',
        'opacity="0.3"',
      ),
    );
  }
  for (const lx of [vx + 10, vx + vw - 10]) parts.push(rect(lx - 12, 200, 24, 60, shade(p.amber, 0.5), 10));
  // Towel on a bar
  parts.push(
    rect(620, 330, 80, 8, '#a7adb2', 4) + rect(630, 338, 60, 140, rng.pick([p.amber, p.teal, p.sand]), 6),
  );
  parts.push(plant(vx + vw - 40, 486, 0.4, p, rng));
  return parts.join('');
}

function drawOffice(p: Palette, rng: Rng): string {
  const floorY = 600;
  const parts = [rect(0, 0, W, floorY, p.wall)];
  // Ribbon of windows
  const panes = rng.int(3, 4);
  const paneW = (W - 140 - (panes - 1) * 30) / panes;
  for (let i = 0; i < panes; i++)
    parts.push(windowPane(70 + i * (paneW + 30), 90, paneW, 250, p, shade(p.slate, 0.2), false));
  // Carpet
  const carpet = rng.pick([shade(p.slate, 0.35), shade(p.teal, 0.35), shade(p.sand, -0.15)]);
  parts.push(rect(0, floorY, W, H - floorY, carpet));
  for (let x = -400; x < W + 400; x += 80)
    parts.push(line(x, floorY, x + (x - W / 2) * 0.6, H, shade(carpet, -0.06), 2));
  parts.push(rect(0, floorY - 14, W, 14, shade(p.slate, 0.1)));
  const desks = rng.int(2, 3);
  const shelfLeft = rng.chance(0.5);
  // Bookshelf in a corner when there is room beside two desks
  if (desks === 2) {
    const shx = shelfLeft ? 10 : 1030;
    parts.push(rect(shx, 370, 160, 240, shade(p.floor, -0.25), 4));
    for (let r = 0; r < 3; r++) {
      const sy = 385 + r * 75;
      parts.push(rect(shx + 10, sy + 60, 140, 6, shade(p.floor, -0.4)));
      for (let b = 0; b < 6; b++) {
        if (rng.chance(0.2)) continue;
        parts.push(
          rect(
            shx + 14 + b * 22,
            sy + 10 + rng.range(0, 14),
            18,
            50 - rng.range(0, 14),
            rng.pick([p.teal, p.amber, p.slate, p.sand, p.white]),
          ),
        );
      }
    }
  }
  // Desks with monitors and chairs
  const deskTop = shade(p.sand, 0.2);
  const deskW = desks === 3 ? 300 : 400;
  const startX = (W - desks * deskW - (desks - 1) * 50) / 2;
  for (let i = 0; i < desks; i++) {
    const dx = startX + i * (deskW + 50);
    const dy = 560;
    parts.push(shadow(dx + deskW / 2, 760, deskW * 0.55, 16));
    parts.push(
      rect(dx, dy, deskW, 20, deskTop, 4) +
        rect(dx + 12, dy + 20, 12, 180, p.slate) +
        rect(dx + deskW - 24, dy + 20, 12, 180, p.slate),
    );
    parts.push(rect(dx + deskW - 110, dy + 20, 90, 120, shade(p.slate, 0.15), 4));
    // Monitor
    const mw = deskW * 0.42;
    parts.push(
      rect(dx + deskW / 2 - mw / 2, dy - 170, mw, 120, '#2d3338', 8) +
        rect(dx + deskW / 2 - mw / 2 + 8, dy - 162, mw - 16, 104, shade(p.teal, 0.3), 4),
    );
    parts.push(
      rect(dx + deskW / 2 - 6, dy - 50, 12, 50, '#2d3338') +
        rect(dx + deskW / 2 - 40, dy - 6, 80, 8, '#2d3338', 3),
    );
    parts.push(
      rect(dx + 30, dy - 8, 70, 8, '#cfd3d6', 2) + rect(dx + deskW - 70, dy - 28, 26, 28, p.amber, 4),
    );
    // Chair
    const cx = dx + deskW / 2;
    const chair = rng.pick([p.teal, p.slate, p.amber]);
    parts.push(
      rect(cx - 70, 600, 140, 150, chair, 24) + rect(cx - 80, 720, 160, 36, shade(chair, -0.15), 14),
    );
    parts.push(rect(cx - 6, 756, 12, 70, '#2d3338') + rect(cx - 70, 820, 140, 10, '#2d3338', 5));
    parts.push(circle(cx - 66, 836, 10, '#2d3338') + circle(cx + 66, 836, 10, '#2d3338'));
  }
  if (desks === 2) parts.push(plant(shelfLeft ? 1110 : 90, 760, 1, p, rng));
  // Ceiling lights
  for (let i = 0; i < 3; i++) parts.push(rect(200 + i * 320, 20, 160, 14, shade(p.amber, 0.7), 7));
  return parts.join('');
}

const SCENES: Record<PhotoScene, (p: Palette, rng: Rng) => string> = {
  exterior: drawExterior,
  living: drawLiving,
  kitchen: drawKitchen,
  bedroom: drawBedroom,
  bathroom: drawBathroom,
  office: drawOffice,
  garage: drawGarage,
};

/** The SVG source of one illustration, in a 1200x900 drawing space scaled to width x height. */
export function placeholderPhotoSvg(options: PlaceholderPhotoOptions): string {
  const width = options.width ?? W;
  const height = options.height ?? H;
  const rng = createRng(options.seed);
  const palette = makePalette(rng);
  const body = SCENES[options.scene](palette, rng);
  const defs =
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${palette.sky}"/><stop offset="1" stop-color="${palette.skyLow}"/>` +
    `</linearGradient></defs>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">` +
    defs +
    body +
    `</svg>`
  );
}

/** Renders a demo photo of `scene` as a JPEG (default 1200x900). Deterministic for a given seed. */
export async function renderPlaceholderPhoto(options: PlaceholderPhotoOptions): Promise<Buffer> {
  const width = options.width ?? W;
  const height = options.height ?? H;
  const svg = placeholderPhotoSvg({ ...options, width, height });
  // density 72 keeps the SVG at its declared pixel size; resize guards against rounding.
  return sharp(Buffer.from(svg), { density: 72 })
    .resize(width, height, { fit: 'cover' })
    .jpeg({ quality: 82 })
    .toBuffer();
}
