// A port for a server a script or the browser journeys start: asked of the system, as a fixed range can collide
// with other services (e.g. epmd on 4369).
import net from 'node:net';

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
