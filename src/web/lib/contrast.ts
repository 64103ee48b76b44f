// WCAG contrast arithmetic for colours chosen at run time (e.g. a chat name's colour), so text stays
// at 4.5:1 or more on the theme's background (axe color-contrast).

function channels(hex: string): [number, number, number] {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  const value = Number.parseInt(digits, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function luminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(channels(a)), luminance(channels(b))];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

const hex2 = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/**
 * `color` (#rgb or #rrggbb), mixed step by step toward black on a light background or white on a dark one
 * until it reaches `minRatio` against `background`. Unchanged when it already does.
 */
export function readableOn(color: string, background: string, minRatio = 4.5): string {
  const start = channels(color);
  const target = luminance(channels(background)) > 0.18 ? 0 : 255;
  for (let step = 0; step <= 20; step += 1) {
    const t = step / 20;
    const mixed = `#${start.map((c) => hex2(c + (target - c) * t)).join('')}`;
    if (contrastRatio(mixed, background) >= minRatio) return mixed;
  }
  return target === 0 ? '#000000' : '#ffffff';
}
