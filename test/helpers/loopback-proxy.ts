import { createServer, connect, type Server, type Socket } from 'node:net';

/** A TCP relay on loopback that a test can stop and start again on the same port: a service going away and coming back. */
export interface LoopbackProxy {
  /** http://127.0.0.1:PORT, the address to give a profile. */
  readonly url: string;
  readonly port: number;
  /** Connections the relay accepted so far. */
  connections(): number;
  /** Refuses connections from now on (and cuts the open ones), as a service that is down. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

/** Relays every connection to `target` (http://host:port). */
export async function startLoopbackProxy(target: string): Promise<LoopbackProxy> {
  const { hostname, port: targetPort } = new URL(target);
  const open = new Set<Socket>();
  let accepted = 0;
  let server: Server | undefined;

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const next = createServer((client) => {
        accepted += 1;
        const upstream = connect(Number(targetPort), hostname);
        for (const socket of [client, upstream]) {
          open.add(socket);
          socket.on('close', () => open.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        server = next;
        const address = next.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });

  const port = await listen(0);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    connections: () => accepted,
    stop: async () => {
      const running = server;
      server = undefined;
      for (const socket of open) socket.destroy();
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
    start: async () => {
      if (!server) await listen(port);
    },
  };
}
