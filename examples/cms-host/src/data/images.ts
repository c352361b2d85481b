/**
 * Deterministic SVG illustrations the demo serves as listing and things-to-do pictures: sky, sun,
 * clouds, hills, sea and a house, lighthouse or boat, with colours derived from the key. No external
 * references (only the SVG namespace), no text beyond the `<title>`, so no fonts.
 */

import { createRandom, hashString, type Random } from './random.js';

const WIDTH = 800;
const HEIGHT = 533;
const SVG_NS = 'http://www.w3.org/2000/svg';

/** A URL- and file-name-safe form of an entity key: "node/12:en" → "node-12-en" (idempotent). */
export function imageToken(key: string): string {
  const token = key
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return token === '' ? 'image' : token;
}

/** `/images/listings/<token>-<n>.svg`, `n` from 1. */
export function listingImageUrl(key: string, index: number): string {
  return `/images/listings/${imageToken(key)}-${index}.svg`;
}

/** `/images/things/<token>.svg`. */
export function thingImageUrl(key: string): string {
  return `/images/things/${imageToken(key)}.svg`;
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

interface Palette {
  readonly skyTop: string;
  readonly skyBottom: string;
  readonly sun: string;
  readonly sea: string;
  readonly farHill: string;
  readonly nearHill: string;
}

const hsl = (h: number, s: number, l: number): string =>
  `hsl(${Math.round(((h % 360) + 360) % 360)},${Math.round(s)}%,${Math.round(l)}%)`;

/** Day, golden hour, sunset or dusk, tinted by the key's hue. */
function palette(random: Random, hue: number): Palette {
  const mood = random.int(0, 3);
  const tint = hue % 40;
  switch (mood) {
    case 0:
      return {
        skyTop: hsl(205 + tint / 4, 70, 55),
        skyBottom: hsl(195, 70, 85),
        sun: hsl(50, 100, 80),
        sea: hsl(195 + tint / 2, 65, 42),
        farHill: hsl(120 + tint, 25, 55),
        nearHill: hsl(95 + tint, 45, 38),
      };
    case 1:
      return {
        skyTop: hsl(210, 55, 62),
        skyBottom: hsl(40 + tint / 2, 85, 80),
        sun: hsl(45, 100, 70),
        sea: hsl(200, 55, 40),
        farHill: hsl(80 + tint, 25, 50),
        nearHill: hsl(75 + tint, 40, 34),
      };
    case 2:
      return {
        skyTop: hsl(260 + tint / 2, 45, 45),
        skyBottom: hsl(20 + tint / 2, 90, 68),
        sun: hsl(35, 100, 65),
        sea: hsl(230, 40, 35),
        farHill: hsl(280 + tint, 20, 40),
        nearHill: hsl(140 + tint, 25, 24),
      };
    default:
      return {
        skyTop: hsl(230, 50, 22),
        skyBottom: hsl(220 + tint, 45, 48),
        sun: hsl(55, 60, 92),
        sea: hsl(225, 45, 24),
        farHill: hsl(230, 20, 32),
        nearHill: hsl(150 + tint, 20, 18),
      };
  }
}

/** A hill line from left to right with random smooth bumps, closed along the bottom. */
function hillPath(random: Random, baseY: number, amplitude: number, fill: string): string {
  const segments = random.int(2, 4);
  const step = WIDTH / segments;
  let d = `M0 ${baseY + random.int(-amplitude, amplitude)}`;
  for (let i = 1; i <= segments; i++) {
    const cx = Math.round(step * (i - 0.5));
    const cy = baseY - random.int(0, amplitude * 2);
    const x = Math.round(step * i);
    d += ` Q${cx} ${cy} ${x} ${baseY + random.int(-amplitude, amplitude)}`;
  }
  return `<path d="${d} L${WIDTH} ${HEIGHT} L0 ${HEIGHT}Z" fill="${fill}"/>`;
}

function clouds(random: Random): string {
  let out = '';
  const count = random.int(1, 3);
  for (let i = 0; i < count; i++) {
    const x = random.int(40, 700);
    const y = random.int(40, 150);
    const w = random.int(50, 90);
    out += `<g fill="#fff" opacity="0.8"><ellipse cx="${x}" cy="${y}" rx="${w}" ry="${Math.round(w / 3)}"/><ellipse cx="${x + Math.round(w / 3)}" cy="${y - Math.round(w / 5)}" rx="${Math.round(w / 2)}" ry="${Math.round(w / 3)}"/></g>`;
  }
  return out;
}

function sea(random: Random, horizon: number, colour: string): string {
  let out = `<rect y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="${colour}"/>`;
  const waves = random.int(3, 5);
  for (let i = 0; i < waves; i++) {
    const y = horizon + 18 + i * 22 + random.int(0, 8);
    const x = random.int(0, 500);
    out += `<path d="M${x} ${y} q20 -8 40 0 t40 0 t40 0" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="3" stroke-linecap="round"/>`;
  }
  return out;
}

const WALLS = ['#f7f3e8', '#fdf6e3', '#e8eef2', '#f4e1d2', '#dbe9e4', '#fbe7c6', '#e9e4f5'];
const ROOFS = ['#4a5568', '#7b3f2b', '#2f4858', '#5b4636', '#3c3c54'];
const DOORS = ['#2b6cb0', '#c53030', '#2f855a', '#d69e2e', '#553c9a', '#1a202c'];

function house(random: Random, x: number, ground: number, scale: number): string {
  const w = Math.round(170 * scale);
  const h = Math.round(110 * scale);
  const top = ground - h;
  const roof = Math.round(70 * scale);
  const wall = random.pick(WALLS);
  const roofColour = random.pick(ROOFS);
  const door = random.pick(DOORS);
  const win = Math.round(30 * scale);
  const lit = random.chance(0.5) ? '#fce38a' : '#a3c4dc';
  return [
    `<rect x="${x + Math.round(w * 0.65)}" y="${top - roof}" width="${Math.round(18 * scale)}" height="${roof}" fill="${roofColour}"/>`,
    `<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${wall}"/>`,
    `<polygon points="${x - 12},${top} ${x + Math.round(w / 2)},${top - roof} ${x + w + 12},${top}" fill="${roofColour}"/>`,
    `<rect x="${x + Math.round(w / 2 - 14 * scale)}" y="${ground - Math.round(55 * scale)}" width="${Math.round(28 * scale)}" height="${Math.round(55 * scale)}" fill="${door}"/>`,
    `<rect x="${x + Math.round(18 * scale)}" y="${top + Math.round(25 * scale)}" width="${win}" height="${win}" fill="${lit}" stroke="#fff" stroke-width="3"/>`,
    `<rect x="${x + w - Math.round(18 * scale) - win}" y="${top + Math.round(25 * scale)}" width="${win}" height="${win}" fill="${lit}" stroke="#fff" stroke-width="3"/>`,
  ].join('');
}

function tree(random: Random, x: number, ground: number, colour: string): string {
  const h = random.int(50, 90);
  return `<rect x="${x - 4}" y="${ground - h}" width="8" height="${h}" fill="#5b4636"/><circle cx="${x}" cy="${ground - h}" r="${random.int(22, 34)}" fill="${colour}"/>`;
}

function lighthouse(random: Random, x: number, ground: number): string {
  const stripe = random.pick(['#c53030', '#2b6cb0', '#1a202c']);
  let out = `<polygon points="${x - 30},${ground} ${x - 18},${ground - 220} ${x + 18},${ground - 220} ${x + 30},${ground}" fill="#fff"/>`;
  for (let i = 0; i < 3; i++) {
    const y = ground - 60 - i * 60;
    out += `<rect x="${x - 26 + i * 3}" y="${y}" width="${52 - i * 6}" height="24" fill="${stripe}"/>`;
  }
  return `${out}<rect x="${x - 16}" y="${ground - 250}" width="32" height="30" fill="#fce38a"/><polygon points="${x - 22},${ground - 250} ${x},${ground - 275} ${x + 22},${ground - 250}" fill="${stripe}"/>`;
}

function boat(random: Random, x: number, y: number): string {
  const sail = random.pick(['#fff', '#fbe7c6', '#fed7d7']);
  const hull = random.pick(DOORS);
  return `<polygon points="${x - 60},${y} ${x + 60},${y} ${x + 40},${y + 24} ${x - 40},${y + 24}" fill="${hull}"/><rect x="${x - 2}" y="${y - 110}" width="4" height="110" fill="#4a5568"/><polygon points="${x + 4},${y - 105} ${x + 4},${y - 8} ${x + 62},${y - 8}" fill="${sail}"/><polygon points="${x - 4},${y - 90} ${x - 4},${y - 8} ${x - 48},${y - 8}" fill="${sail}"/>`;
}

function frame(id: string, title: string, p: Palette, body: string): string {
  return `<svg xmlns="${SVG_NS}" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="${id}-t"><title id="${id}-t">${escapeXml(title)}</title><defs><linearGradient id="${id}-s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${id}-s)"/>${body}</svg>`;
}

/**
 * Picture `index` (from 1) of a listing. `key` is the listing key or its image token; both give
 * the same picture. `title` overrides the accessible title.
 */
export function listingImageSvg(key: string, index: number, title?: string): string {
  const token = imageToken(key);
  const random = createRandom(`${token}#${index}`);
  const hue = hashString(token) % 360;
  const p = palette(random, hue);
  const horizon = random.int(250, 320);
  const landLeft = random.chance(0.5);
  const ground = random.int(430, 470);
  const scale = random.float(0.8, 1.2);
  const houseX = landLeft ? random.int(80, 220) : random.int(420, 560);
  const treeX = landLeft ? houseX + Math.round(200 * scale) : houseX - 50;
  const land = landLeft
    ? `<path d="M0 ${ground - 60} Q${houseX + 120} ${ground - 110} ${houseX + 330} ${ground - 30} T${WIDTH} ${HEIGHT} L0 ${HEIGHT}Z" fill="${p.nearHill}"/>`
    : `<path d="M${WIDTH} ${ground - 60} Q${houseX + 50} ${ground - 110} ${houseX - 160} ${ground - 30} T0 ${HEIGHT} L${WIDTH} ${HEIGHT}Z" fill="${p.nearHill}"/>`;
  const body = [
    `<circle cx="${random.int(100, 700)}" cy="${random.int(70, 160)}" r="${random.int(30, 55)}" fill="${p.sun}"/>`,
    clouds(random),
    hillPath(random, horizon - 10, 25, p.farHill),
    sea(random, horizon, p.sea),
    land,
    tree(random, treeX, ground - 30, p.farHill),
    house(random, houseX, ground - 40, scale),
  ].join('');
  const label = title ?? `Illustration of a holiday home by the sea, picture ${index}`;
  return frame(`l-${token}-${index}`, label, p, body);
}

/** The picture of a thing to do: a lighthouse or a sailing boat on the coast. */
export function thingImageSvg(key: string, title?: string): string {
  const token = imageToken(key);
  const random = createRandom(`${token}#thing`);
  const p = palette(random, hashString(token) % 360);
  const horizon = random.int(260, 320);
  const withLighthouse = random.chance(0.5);
  const headlandX = random.int(120, 680);
  const body = [
    `<circle cx="${random.int(100, 700)}" cy="${random.int(70, 150)}" r="${random.int(30, 50)}" fill="${p.sun}"/>`,
    clouds(random),
    hillPath(random, horizon - 8, 20, p.farHill),
    sea(random, horizon, p.sea),
    withLighthouse
      ? `<path d="M${headlandX - 220} ${HEIGHT} Q${headlandX - 60} ${horizon + 60} ${headlandX} ${horizon + 70} T${headlandX + 240} ${HEIGHT}Z" fill="${p.nearHill}"/>${lighthouse(random, headlandX, horizon + 80)}`
      : boat(random, headlandX, horizon + 110),
  ].join('');
  const label =
    title ??
    `Illustration of the Cornish coast with a ${withLighthouse ? 'lighthouse' : 'sailing boat'}`;
  return frame(`t-${token}`, label, p, body);
}
