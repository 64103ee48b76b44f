import { describe, expect, it } from 'vitest';
import { TROLL_ADJECTIVES, TROLL_COLORS, TROLL_CREATURES } from '../../../domain/chat/troll-name';
import type { TrollMessage } from '../../../shared/realtime';
import { MAX_KEPT_MESSAGES, TrollboxStore } from './trollbox-store';

const viewport = { width: 390, height: 844 };

function sequence(...values: number[]) {
  let i = 0;
  return () => values[i++ % values.length]!;
}

function chat(id: string, timestamp = Number(id.replace(/\D/g, '')) || 1): TrollMessage {
  return { id, trollName: 'SlyImp1', message: `m${id}`, timestamp, color: '#3B82F6', isAdmin: false };
}

const store = (random = Math.random) => new TrollboxStore(random, () => viewport);

describe('TrollboxStore', () => {
  it('enabling opens the window near the bottom right with a fresh name and colour', () => {
    const s = store(sequence(0, 0, 0, 0, 0.999, 0.999, 0.999, 0.999));
    const before = s.getState().trollName;
    s.enable();
    const state = s.getState();
    expect(state).toMatchObject({ enabled: true, minimized: false, unread: 0 });
    expect(state.position).toEqual({ x: 310, y: 764 });
    expect(state.trollName).not.toBe(before);
    const pattern = new RegExp(
      `^(${TROLL_ADJECTIVES.join('|')})(${TROLL_CREATURES.join('|')})([1-9][0-9]{0,2})$`,
    );
    expect(state.trollName).toMatch(pattern);
    expect(TROLL_COLORS).toContain(state.color);
  });

  it('draws a new name every time it is enabled', () => {
    const s = store();
    const names = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      s.enable();
      names.add(s.getState().trollName);
      s.disable();
    }
    expect(names.size).toBeGreaterThan(15);
  });

  it('counts unread while off or minimised, not while expanded; expanding or enabling clears it', () => {
    const s = store();
    s.receive({ type: 'troll_message', ...chat('1') });
    s.receive({ type: 'troll_message', ...chat('2') });
    expect(s.getState().unread).toBe(2);
    s.enable();
    expect(s.getState().unread).toBe(0);
    s.receive({ type: 'troll_message', ...chat('3') });
    expect(s.getState().unread).toBe(0);
    s.minimize();
    for (let i = 4; i < 15; i += 1) s.receive({ type: 'troll_message', ...chat(String(i)) });
    expect(s.getState().unread).toBe(11);
    s.expand();
    expect(s.getState()).toMatchObject({ minimized: false, unread: 0 });
    expect(s.getState().messages.map((m) => m.id)).toHaveLength(14);
  });

  it('ignores a message it already has, and keeps the last messages only', () => {
    const s = store();
    s.receive({ type: 'troll_message', ...chat('1') });
    s.receive({ type: 'troll_message', ...chat('1') });
    expect(s.getState().messages).toHaveLength(1);
    expect(s.getState().unread).toBe(1);
    for (let i = 2; i <= MAX_KEPT_MESSAGES + 10; i += 1)
      s.receive({ type: 'troll_message', ...chat(String(i)) });
    expect(s.getState().messages).toHaveLength(MAX_KEPT_MESSAGES);
    expect(s.getState().messages.at(-1)?.id).toBe(String(MAX_KEPT_MESSAGES + 10));
  });

  it('merges history in time order without raising unread', () => {
    const s = store();
    s.receive({ type: 'troll_message', ...chat('5') });
    s.receive({ type: 'history', messages: [chat('3'), chat('4'), chat('5')] });
    expect(s.getState().messages.map((m) => m.id)).toEqual(['3', '4', '5']);
    expect(s.getState().unread).toBe(1);
  });

  it('keeps the dragged bubble within the viewport minus 80 px', () => {
    const s = store();
    s.enable();
    s.minimize();
    s.moveBubble({ x: 5000, y: -40 });
    expect(s.getState().position).toEqual({ x: 310, y: 0 });
    s.moveBubble({ x: 100, y: 900 });
    expect(s.getState().position).toEqual({ x: 100, y: 764 });
  });

  it('closing turns it off; toggling turns it on again', () => {
    const s = store();
    s.toggle();
    expect(s.getState().enabled).toBe(true);
    s.toggle();
    expect(s.getState()).toMatchObject({ enabled: false, minimized: false });
  });
});
