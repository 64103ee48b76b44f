import { CHAT_HISTORY_SIZE, type TrollMessage } from '../../shared/realtime';
import type { AuthSuccessEvent, HubEvents, RealtimeHub } from './hub';

/** One instance: the count is the local count and events go straight back to it. */
export class MemoryHub implements RealtimeHub {
  readonly kind = 'memory' as const;
  private events: HubEvents | null = null;
  private count = 0;
  private readonly messages: TrollMessage[] = [];

  async start(events: HubEvents): Promise<void> {
    this.events = events;
  }

  setLocalCount(count: number): void {
    if (count === this.count) return;
    this.count = count;
    this.events?.total(count);
  }

  total(): number {
    return this.count;
  }

  async publishChat(message: TrollMessage): Promise<void> {
    this.messages.push(message);
    if (this.messages.length > CHAT_HISTORY_SIZE)
      this.messages.splice(0, this.messages.length - CHAT_HISTORY_SIZE);
    this.events?.chat(message);
  }

  async history(): Promise<TrollMessage[]> {
    return [...this.messages];
  }

  publishAuthSuccess(event: AuthSuccessEvent): void {
    this.events?.authSuccess(event);
  }

  publishCloseSession(sessionId: string): void {
    this.events?.closeSession(sessionId);
  }

  async close(): Promise<void> {
    this.events = null;
  }
}
