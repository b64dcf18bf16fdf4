/**
 * The HTTP mode on several cores (`--workers <n>`). One handler's work runs
 * on one core, so the primary process only accepts connections and hands
 * each one to a worker process (Node's documented way: a socket accepted
 * with `pauseOnConnect` sent with `subprocess.send`), and each worker runs
 * the same handler as the one-process mode on the docs it opened itself.
 *
 * A connection goes to the worker its client's address picks, always the
 * same one, so a client's requests in flight are counted in one place and
 * the per-client limit holds exactly as with one process. A worker that
 * exits is replaced; the connections it held are closed with it, and their
 * clients reconnect.
 */
import {fork, type ChildProcess} from 'node:child_process';
import {createServer, type AddressInfo, type Socket} from 'node:net';

import {clientAddress} from './loopback';
import {listen, mcpUrlOf} from './httpServer';

/** The messages between the primary and a worker. */
export type ToWorker =
  | {readonly type: 'connection'}
  | {readonly type: 'memory'; readonly id: number; readonly collect: boolean};
export type FromWorker =
  | {readonly type: 'ready'}
  | {readonly type: 'memory'; readonly id: number; readonly usage: NodeJS.MemoryUsage};

/** Set in a worker's environment; the entry reads it to serve as a worker. */
export const WORKER_ROLE_VARIABLE = 'DOCS_MCP_WORKER';

export interface WorkerPoolOptions {
  readonly port: number;
  readonly host: string;
  readonly workers: number;
  /** The script each worker runs (the server's entry) and its arguments (the build). */
  readonly entry: string;
  readonly args: readonly string[];
  /** Node options for the workers (the benchmark's `--expose-gc`). */
  readonly execArgv?: readonly string[];
  readonly log?: (message: string) => void;
}

export interface WorkerPool {
  readonly url: string;
  readonly host: string;
  readonly port: number;
  /** The workers' process ids, in their slots' order. */
  readonly pids: () => number[];
  /** Each worker's memory, after a garbage collection when `collect` and the worker can. */
  memory(collect: boolean): Promise<NodeJS.MemoryUsage[]>;
  close(): Promise<void>;
}

/** A small, stable hash of the client's address: the worker slot its connections go to. */
export function slotOf(address: string, slots: number): number {
  let hash = 2166136261;
  for (let at = 0; at < address.length; at++) {
    hash = Math.imul(hash ^ address.charCodeAt(at), 16777619);
  }
  return (hash >>> 0) % slots;
}

interface Slot {
  readonly child: ChildProcess;
  readonly ready: Promise<void>;
}

export async function startWorkerPool(options: WorkerPoolOptions): Promise<WorkerPool> {
  const log = options.log ?? ((message: string) => console.error(message));
  let closing = false;
  let nextRequest = 0;
  const answers = new Map<number, (usage: NodeJS.MemoryUsage) => void>();

  function spawnWorker(index: number): Slot {
    const child = fork(options.entry, [...options.args], {
      env: {...process.env, [WORKER_ROLE_VARIABLE]: '1'},
      execArgv: [...(options.execArgv ?? [])],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let served = false;
    const ready = new Promise<void>((resolve, reject) => {
      child.once('exit', (code) =>
        reject(new Error(`worker ${index + 1} exited (${code}) before it was ready`)),
      );
      child.on('message', (message: FromWorker) => {
        if (message.type === 'ready') {
          served = true;
          resolve();
        }
        if (message.type === 'memory') answers.get(message.id)?.(message.usage);
      });
    });
    child.once('exit', (code, signal) => {
      // One that never got ready would fail again: the start reports it instead.
      if (closing || !served) return;
      log(`MCP over HTTP: worker ${index + 1} stopped (${signal ?? code}); starting another.`);
      slots[index] = spawnWorker(index);
      slots[index].ready.catch((error: Error) => log(`MCP over HTTP: ${error.message}`));
    });
    return {child, ready};
  }

  const slots = Array.from({length: options.workers}, (_, index) => spawnWorker(index));
  try {
    await Promise.all(slots.map((slot) => slot.ready));
  } catch (error) {
    closing = true;
    for (const slot of slots) slot.child.kill();
    throw error;
  }

  const listener = createServer({pauseOnConnect: true}, (socket: Socket) => {
    const slot = slots[slotOf(clientAddress(socket.remoteAddress), slots.length)]!;
    // A replacement still opening the docs gets the connection once it can serve it.
    slot.ready.then(
      () => {
        if (!slot.child.connected) {
          socket.destroy();
          return;
        }
        slot.child.send({type: 'connection'} satisfies ToWorker, socket, (error) => {
          if (error) socket.destroy();
        });
      },
      () => socket.destroy(),
    );
  });
  try {
    await listen(listener, options.port, options.host);
  } catch (error) {
    closing = true;
    for (const slot of slots) slot.child.kill();
    throw error;
  }
  // A failed accept (out of file descriptors, say) is reported; the primary keeps listening.
  listener.on('error', (error) => log(`MCP over HTTP: ${error.message}`));
  const address = listener.address() as AddressInfo;

  return {
    url: mcpUrlOf(address),
    host: address.address,
    port: address.port,
    pids: () => slots.map((slot) => slot.child.pid ?? 0),
    memory: (collect) =>
      Promise.all(
        slots.map(
          (slot) =>
            new Promise<NodeJS.MemoryUsage>((resolve) => {
              const id = nextRequest++;
              answers.set(id, (usage) => {
                answers.delete(id);
                resolve(usage);
              });
              slot.child.send({type: 'memory', id, collect} satisfies ToWorker);
            }),
        ),
      ),
    close: async () => {
      closing = true;
      await new Promise<void>((resolve) => listener.close(() => resolve()));
      await Promise.all(
        slots.map(
          (slot) =>
            new Promise<void>((resolve) => {
              if (slot.child.exitCode !== null || slot.child.signalCode !== null) {
                resolve();
                return;
              }
              slot.child.once('exit', () => resolve());
              slot.child.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}
