// Trollbox identity, badge and connection constants (docs/product.md §2.11, 4, 9). Randomness is injected so
// callers choose the source and tests stay deterministic.

export const TROLLBOX_MAX_LENGTH = 200;
export const TROLLBOX_SIZE = { width: 320, height: 384 } as const;
export const MAX_RECONNECT_ATTEMPTS = 10;
export const RECONNECT_PAUSE_MS = 30_000;
export const PING_INTERVAL_MS = 30_000;
export const LANDING_RECONNECT_MS = 3000;
const RECONNECT_BASE_MS = 1000;
const RECONNECT_FACTOR = 1.5;
const RECONNECT_CAP_MS = 10_000;
/** The minimised bubble keeps this many pixels inside the viewport's right and bottom edges. */
export const BUBBLE_EDGE_PX = 80;

export const TROLL_ADJECTIVES = [
  'Sneaky',
  'Grumpy',
  'Sleepy',
  'Jolly',
  'Cranky',
  'Mighty',
  'Sly',
  'Fuzzy',
  'Gloomy',
  'Witty',
  'Brave',
  'Clumsy',
  'Dizzy',
  'Fancy',
  'Giddy',
  'Hasty',
  'Lazy',
  'Lucky',
  'Moody',
  'Nimble',
  'Quirky',
  'Rusty',
  'Shady',
  'Silly',
  'Spooky',
  'Stormy',
  'Thrifty',
  'Wacky',
  'Wily',
  'Zesty',
] as const;

export const TROLL_CREATURES = [
  'Goblin',
  'Troll',
  'Ogre',
  'Gnome',
  'Imp',
  'Pixie',
  'Sprite',
  'Kobold',
  'Dragon',
  'Griffin',
  'Hydra',
  'Kraken',
  'Yeti',
  'Wyvern',
  'Banshee',
  'Basilisk',
  'Centaur',
  'Cyclops',
  'Dwarf',
  'Elf',
  'Gremlin',
  'Harpy',
  'Leprechaun',
  'Minotaur',
  'Phoenix',
  'Satyr',
  'Sphinx',
  'Unicorn',
  'Wraith',
  'Golem',
] as const;

/**
 * Mid-luminance colours with at least 3.5:1 contrast on both white and near-black (#111827), so a
 * name stays readable in either theme.
 */
export const TROLL_COLORS = [
  '#DC2626',
  '#EA580C',
  '#059669',
  '#0D9488',
  '#0891B2',
  '#0284C7',
  '#3B82F6',
  '#6366F1',
  '#8B5CF6',
  '#A855F7',
  '#C026D3',
  '#DB2777',
  '#EC4899',
  '#E11D48',
  '#F43F5E',
  '#EF4444',
] as const;

/** An index in [0, length); tolerates a source that returns exactly 1 or something out of range. */
function pickIndex(random: () => number, length: number): number {
  const r = random();
  const index = Number.isFinite(r) ? Math.floor(r * length) : 0;
  return Math.min(Math.max(index, 0), length - 1);
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[pickIndex(random, items.length)]!;
}

/** Adjective + creature + 1..999, e.g. 'SneakyGoblin42'. Draws random() three times. */
export function randomTrollName(random: () => number): string {
  const adjective = pick(random, TROLL_ADJECTIVES);
  const creature = pick(random, TROLL_CREATURES);
  const number = pickIndex(random, 999) + 1;
  return `${adjective}${creature}${number}`;
}

export function randomTrollColor(random: () => number): string {
  return pick(random, TROLL_COLORS);
}

/** Badge text for unread messages: nothing at 0, '9+' above 9. */
export function unreadBadgeText(count: number): string | null {
  const n = Number.isFinite(count) ? Math.floor(count) : 0;
  if (n <= 0) return null;
  return n > 9 ? '9+' : String(n);
}

/** Delay before reconnect attempt `attempt` (0-based): 1 s × 1.5^attempt, capped at 10 s. */
export function reconnectDelayMs(attempt: number): number {
  const n = Number.isFinite(attempt) ? Math.max(0, Math.floor(attempt)) : 0;
  return Math.min(Math.round(RECONNECT_BASE_MS * RECONNECT_FACTOR ** n), RECONNECT_CAP_MS);
}

/** Header device count: '...' while disconnected; this device counts, so never below 1 when connected. */
export function deviceCountLabel(connected: boolean, count: number): string {
  if (!connected) return '...';
  const n = Number.isFinite(count) ? Math.floor(count) : 0;
  return String(Math.max(n, 1));
}

export interface Point {
  x: number;
  y: number;
}

export interface Viewport {
  width: number;
  height: number;
}

function clamp(value: number, max: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(value, 0), Math.max(max, 0));
}

/** Keeps the dragged bubble on screen: 0 ≤ x ≤ width − 80 and 0 ≤ y ≤ height − 80. */
export function clampBubblePosition(position: Point, viewport: Viewport): Point {
  return {
    x: clamp(position.x, viewport.width - BUBBLE_EDGE_PX),
    y: clamp(position.y, viewport.height - BUBBLE_EDGE_PX),
  };
}
