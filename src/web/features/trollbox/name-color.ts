import type { CSSProperties } from 'react';
import { isHexColor } from '../../../domain/chat/sanitize';
import { readableOn } from '../../lib/contrast';

// A troll name's colour is picked at random (or sent by another browser); shown as is, some read at
// 3.5:1. It is darkened on the light card and lightened on the dark one to 4.5:1 (docs/decisions/040).
export const NAME_COLOR_CLASS = 'text-[color:var(--name-light)] dark:text-[color:var(--name-dark)]';

export function nameColorStyle(color: string): CSSProperties | undefined {
  if (!isHexColor(color)) return undefined;
  return {
    '--name-light': readableOn(color, '#ffffff'),
    '--name-dark': readableOn(color, '#0f172a'),
  } as CSSProperties;
}
