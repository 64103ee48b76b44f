import { describe, expect, it } from 'vitest';
import { parseServerMessage } from './realtime';

const chat = { id: 'a', trollName: 'SlyImp1', message: 'hi', timestamp: 5, color: '#fff', isAdmin: false };

describe('parseServerMessage', () => {
  it.each([
    [{ type: 'connected', clientId: 'c', deviceCount: 2, signedIn: false }],
    [{ type: 'connected', clientId: 'c', deviceCount: 2, signedIn: true }],
    [{ type: 'device_count_update', deviceCount: 0 }],
    [{ type: 'auth_success', email: 'a@b.co', userId: 'u' }],
    [{ type: 'troll_message', ...chat }],
    [{ type: 'heartbeat_response', timestamp: 9 }],
    [{ type: 'history', messages: [chat] }],
  ])('reads %j', (message) => {
    expect(parseServerMessage(JSON.stringify(message))).toEqual(message);
  });

  it.each([
    ['not json', '{oops'],
    ['an array', '[]'],
    ['an unknown type', '{"type":"nope"}'],
    ['a negative count', '{"type":"device_count_update","deviceCount":-1}'],
    ['a count as text', '{"type":"connected","clientId":"c","deviceCount":"2"}'],
    ['a chat message without a name', JSON.stringify({ ...chat, type: 'troll_message', trollName: 1 })],
    ['auth_success without email', '{"type":"auth_success"}'],
  ])('refuses %s', (_label, data) => {
    expect(parseServerMessage(data)).toBeNull();
  });

  it('reads a hello without signedIn (an older server) as not signed in', () => {
    expect(parseServerMessage('{"type":"connected","clientId":"c","deviceCount":1}')).toEqual({
      type: 'connected',
      clientId: 'c',
      deviceCount: 1,
      signedIn: false,
    });
  });

  it('keeps only well-formed history entries and treats isAdmin as false unless true', () => {
    const parsed = parseServerMessage(
      JSON.stringify({ type: 'history', messages: [{ ...chat, isAdmin: 'yes' }, { id: 1 }, null] }),
    );
    expect(parsed).toEqual({ type: 'history', messages: [{ ...chat, isAdmin: false }] });
  });
});
