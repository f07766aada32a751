// A port for a server a script or the browser journeys start: asked of the system, as a fixed range can collide
// with other services (e.g. epmd on 4369). On a machine shared by several runs, `PORT_RANGE=4300-4399` keeps the
// ports within a range of their own (the first one free in it, from a random start).
import net from 'node:net';

function tryListen(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(null));
    probe.listen(port, '127.0.0.1', () => {
      const { port: got } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(got));
    });
  });
}

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.PORT_RANGE ?? '');
  if (!range) {
    const port = await tryListen(0);
    if (port === null) throw new Error('no free port');
    return port;
  }
  const [low, high] = [Number(range[1]), Number(range[2])];
  const size = high - low + 1;
  const start = Math.floor(Math.random() * size);
  for (let i = 0; i < size; i++) {
    const port = await tryListen(low + ((start + i) % size));
    if (port !== null) return port;
  }
  throw new Error(`no free port in PORT_RANGE ${process.env.PORT_RANGE}`);
}
