// The end-to-end tests' fault proxy (tests/support/fault-proxy.ts) against a plain echo server:
// each fault does what it says, and a stall ends by itself.
import { createConnection, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy.ts';

let echo: Server;
let proxy: FaultProxy;
const sockets: Socket[] = [];

beforeAll(async () => {
  echo = createServer((socket) => {
    socket.on('error', () => undefined); // the proxy resets it in some tests
    socket.pipe(socket);
  });
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
});
afterEach(async () => {
  sockets.splice(0).forEach((socket) => socket.destroy());
  await proxy?.close();
});
afterAll(async () => {
  await new Promise((resolve) => echo.close(resolve));
});

async function connect(): Promise<{ socket: Socket; received: () => string; ended: Promise<'end' | 'reset'> }> {
  proxy ??= await startFaultProxy((echo.address() as AddressInfo).port);
  const socket = createConnection({ host: '127.0.0.1', port: proxy.port });
  sockets.push(socket);
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const ended = new Promise<'end' | 'reset'>((resolve) => {
    socket.on('end', () => resolve('end'));
    socket.on('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNRESET' ? 'reset' : 'end'));
  });
  // Connected, or refused at once (then `ended` says how).
  await Promise.race([new Promise((resolve) => socket.once('connect', resolve)), ended]);
  return { socket, received: () => text, ended };
}

/** Waits (polling) until `check` holds. */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('the fault proxy', () => {
  it('forwards both ways, and in order through a delay', async () => {
    proxy = await startFaultProxy((echo.address() as AddressInfo).port);
    const { socket, received } = await connect();
    socket.write('one ');
    await until(() => received() === 'one ');
    proxy.delay(30);
    socket.write('two ');
    socket.write('three');
    await until(() => received() === 'one two three');
  });

  it('stalls without closing, lets what waited through on resume, and resumes by itself after its limit', async () => {
    proxy = await startFaultProxy((echo.address() as AddressInfo).port);
    const { socket, received } = await connect();
    proxy.stall();
    socket.write('held');
    // A connection opened during the stall waits too.
    const late = await connect();
    late.socket.write('late');
    await until(() => proxy.held() === 'heldlate'.length);
    expect([received(), late.received(), socket.destroyed]).toEqual(['', '', false]);
    proxy.resume();
    await until(() => received() === 'held' && late.received() === 'late');
    proxy.stall(50);
    socket.write(' again');
    await until(() => received() === 'held again');
    expect(proxy.stalled()).toBe(false);
  });

  it('drops (FIN) and resets (RST) every open connection, and refuses new ones while told to', async () => {
    proxy = await startFaultProxy((echo.address() as AddressInfo).port);
    const dropped = await connect();
    proxy.drop();
    expect(await dropped.ended).toBe('end');
    const reset = await connect();
    proxy.reset();
    expect(await reset.ended).toBe('reset');
    proxy.refuse(true);
    const refused = await connect();
    expect(await refused.ended).toBe('reset');
    proxy.refuse(false);
    const again = await connect();
    again.socket.write('back');
    await until(() => again.received() === 'back');
  });
});
