import { describe, expect, it } from 'vitest';
import { MAX_FRAME_BYTES } from '../../shared/realtime';
import { signIn } from '../test/client';
import { DEFAULT_LIMITS } from './limits';
import { connect, roundTrip, setUpRealtimeTestApp, t } from './test-fixtures';

setUpRealtimeTestApp();

describe('frames', () => {
  it(`closes the socket with 1009 on a frame over ${MAX_FRAME_BYTES} bytes`, async () => {
    const { cookie } = await signIn(t, 'big@example.com');
    const socket = await connect({ cookie });
    socket.send('x'.repeat(MAX_FRAME_BYTES + 1));
    expect((await socket.closed).code).toBe(1009);
    const other = await connect();
    other.send('x'.repeat(70 * 1024));
    expect((await other.closed).code).toBe(1009);
  });

  it('accepts a frame of exactly 16 KB (ignored when outside the schema)', async () => {
    const socket = await connect();
    socket.send(
      JSON.stringify({ type: 'ping', pad: 'x'.repeat(MAX_FRAME_BYTES - 30) }).slice(0, MAX_FRAME_BYTES),
    );
    await roundTrip(socket);
  });

  it('ignores malformed JSON and frames outside the schema, and keeps the socket open', async () => {
    const { cookie } = await signIn(t, 'malformed@example.com');
    const socket = await connect({ cookie });
    for (const frame of [
      '{not json',
      '[]',
      'null',
      '{"type":"nope"}',
      '{"type":"troll_message","message":"no name"}',
      JSON.stringify({
        type: 'troll_message',
        trollName: 'A1',
        message: 'hi',
        timestamp: 1,
        color: '#fff',
        x: 1,
      }),
      JSON.stringify({ type: 'ping', extra: true }),
      // R29: deep nesting within the frame limit is ignored like any frame outside the schema.
      `{"type":"troll_message","message":${'['.repeat(8_000)}${']'.repeat(8_000)}}`,
    ]) {
      socket.send(frame);
    }
    socket.ws.send(Buffer.from('{"type":"ping"}'), { binary: true });
    await roundTrip(socket);
    expect(socket.of('heartbeat_response')).toHaveLength(1);
    expect(socket.of('troll_message')).toHaveLength(0);
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
  });

  it('closes a socket that floods frames (1008)', async () => {
    const socket = await connect();
    for (let i = 0; i <= DEFAULT_LIMITS.frames; i += 1) socket.send({ type: 'ping' });
    expect((await socket.closed).code).toBe(1008);
  });
});
