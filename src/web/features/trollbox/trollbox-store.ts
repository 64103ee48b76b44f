// Trollbox client state (docs/product.md §3, 4): off, expanded or minimised to a bubble; unread count; the
// messages seen on the channel; a random name and colour chosen each time it is enabled.
import { useSyncExternalStore } from 'react';
import {
  BUBBLE_EDGE_PX,
  clampBubblePosition,
  type Point,
  randomTrollColor,
  randomTrollName,
  type Viewport,
} from '../../../domain/chat/troll-name';
import type { ServerMessage, TrollMessage } from '../../../shared/realtime';
import { whenChannelCreated } from '../realtime/channel';

export interface TrollboxState {
  enabled: boolean;
  minimized: boolean;
  /** Top-left corner of the minimised bubble, in CSS pixels. */
  position: Point;
  unread: number;
  messages: TrollMessage[];
  trollName: string;
  color: string;
}

/** Messages kept in the browser (the server keeps the last 50 for newcomers). */
export const MAX_KEPT_MESSAGES = 100;

function browserViewport(): Viewport {
  return typeof window === 'undefined'
    ? { width: 1024, height: 768 }
    : { width: window.innerWidth, height: window.innerHeight };
}

export class TrollboxStore {
  private state: TrollboxState;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly random: () => number = Math.random,
    private readonly viewport: () => Viewport = browserViewport,
  ) {
    this.state = {
      enabled: false,
      minimized: false,
      position: this.homePosition(),
      unread: 0,
      messages: [],
      trollName: randomTrollName(random),
      color: randomTrollColor(random),
    };
  }

  getState = (): TrollboxState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Opens the window near the bottom right with a new name and colour, and clears unread. */
  enable(): void {
    this.set({
      enabled: true,
      minimized: false,
      unread: 0,
      position: this.homePosition(),
      trollName: randomTrollName(this.random),
      color: randomTrollColor(this.random),
    });
  }

  disable(): void {
    this.set({ enabled: false, minimized: false });
  }

  toggle(): void {
    if (this.state.enabled) this.disable();
    else this.enable();
  }

  minimize(): void {
    if (this.state.enabled) this.set({ minimized: true });
  }

  expand(): void {
    this.set({ minimized: false, unread: 0 });
  }

  /** Drags the bubble, kept within the viewport minus 80 px. */
  moveBubble(position: Point): void {
    this.set({ position: clampBubblePosition(position, this.viewport()) });
  }

  /** Messages while off or minimised raise the unread count; history never does. */
  receive(message: ServerMessage): void {
    if (message.type === 'troll_message') {
      const { type: _type, ...chat } = message;
      if (this.state.messages.some((m) => m.id === chat.id)) return;
      const hidden = !this.state.enabled || this.state.minimized;
      this.set({
        messages: [...this.state.messages, chat].slice(-MAX_KEPT_MESSAGES),
        unread: hidden ? this.state.unread + 1 : this.state.unread,
      });
    } else if (message.type === 'history') {
      const known = new Set(this.state.messages.map((m) => m.id));
      const older = message.messages.filter((m) => !known.has(m.id));
      if (older.length === 0) return;
      const merged = [...older, ...this.state.messages].sort((a, b) => a.timestamp - b.timestamp);
      this.set({ messages: merged.slice(-MAX_KEPT_MESSAGES) });
    }
  }

  private homePosition(): Point {
    const { width, height } = this.viewport();
    return clampBubblePosition({ x: width - BUBBLE_EDGE_PX, y: height - BUBBLE_EDGE_PX }, { width, height });
  }

  private set(patch: Partial<TrollboxState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}

/** The page's trollbox; it hears every chat message on the channel, shown or not. */
export const trollbox = new TrollboxStore();
whenChannelCreated((connection) => connection.onMessage((message) => trollbox.receive(message)));

export function useTrollbox(): TrollboxState {
  return useSyncExternalStore(trollbox.subscribe, trollbox.getState, trollbox.getState);
}
