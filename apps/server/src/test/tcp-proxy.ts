import net from 'node:net';

/**
 * A TCP relay in front of a real server, so a test can take that server "away" (refuse new connections,
 * cut the open ones) and bring it back without touching the shared database server itself.
 */
export interface TcpProxy {
  port: number;
  /** Cuts every relayed connection and refuses new ones until `resume()`. */
  cut(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let cutOff = false;
  const server = net.createServer((client) => {
    if (cutOff) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    open.add(client);
    open.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    cut() {
      cutOff = true;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    resume() {
      cutOff = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
