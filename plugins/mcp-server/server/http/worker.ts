/**
 * A worker of the team mode (`workers.ts`): the one-process handler, fed
 * the connections its primary accepted, and answering the primary's
 * questions about its memory. It ends with its primary.
 */
import type {Socket} from 'node:net';

import type {Docs} from '../docsServer';
import {createDocsHttpHandler, createDocsNodeServer} from './httpServer';
import type {FromWorker, ToWorker} from './workers';

export function serveAsWorker(docs: Docs, host: string): void {
  const send = (message: FromWorker) => process.send?.(message);
  const handler = createDocsHttpHandler(docs, {host});
  const server = createDocsNodeServer(handler);
  process.on('message', (message: ToWorker, socket?: Socket) => {
    if (message.type === 'connection' && socket) {
      server.emit('connection', socket);
      socket.resume();
    } else if (message.type === 'memory') {
      if (message.collect) (globalThis as {gc?: () => void}).gc?.();
      send({type: 'memory', id: message.id, usage: process.memoryUsage()});
    }
  });
  const stop = () => {
    server.closeAllConnections();
    void handler.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  process.once('disconnect', stop);
  send({type: 'ready'});
}
