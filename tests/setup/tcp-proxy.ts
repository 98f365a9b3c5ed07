import net from 'node:net';

/**
 * A TCP relay on loopback that a test can cut and restore, to play a database server going away
 * and coming back: `down()` drops every open connection and refuses new ones, `up()` listens again
 * on the same port. `freeze()` plays a server (or a network) that hangs instead: every connection
 * stays open and new ones are accepted, but no byte is relayed either way until `thaw()`, which
 * relays whatever was held back and carries on. A side closing its socket still closes the other.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let frozen = false;
  const relay = ({ client, upstream }: { client: net.Socket; upstream: net.Socket }) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };
  const hold = ({ client, upstream }: { client: net.Socket; upstream: net.Socket }) => {
    client.unpipe(upstream);
    upstream.unpipe(client);
    client.pause();
    upstream.pause();
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    if (frozen) hold(pair);
    else relay(pair);
    client.on('close', () => {
      pairs.delete(pair);
      upstream.destroy();
    });
    upstream.on('close', () => {
      pairs.delete(pair);
      client.destroy();
    });
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const port = await listen(0);
  const down = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  return {
    port,
    down,
    up: () => listen(port).then(() => undefined),
    freeze: () => {
      frozen = true;
      for (const pair of pairs) hold(pair);
    },
    thaw: () => {
      frozen = false;
      for (const pair of pairs) relay(pair);
    },
    /** Connections open through the relay right now. */
    connections: () => pairs.size,
    close: () => (server.listening ? down() : Promise.resolve()),
  };
}
