/**
 * A POST body read once and parsed here, so the SDK's handler gets it as
 * its documented `parsedBody` and skips its own copy of the request's
 * stream, which costs more than the call it carries. The size limit holds
 * whether the client declares a length or streams chunks with none.
 */
import type {IncomingMessage} from 'node:http';

export type BodyReading =
  | {readonly kind: 'json'; readonly value: unknown}
  | {readonly kind: 'too-large'}
  | {readonly kind: 'not-json'}
  /** The client went away before its body was whole: there is no one to answer. */
  | {readonly kind: 'gone'};

export function readJsonBody(req: IncomingMessage, maxBytes: number): Promise<BodyReading> {
  if (Number(req.headers['content-length']) > maxBytes) {
    return Promise.resolve({kind: 'too-large'});
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const finish = (reading: BodyReading) => {
      req.off('data', onData).off('end', onEnd).off('error', onGone).off('close', onClose);
      resolve(reading);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received > maxBytes) {
        // Nothing more is read; the refusal closes the connection.
        req.pause();
        finish({kind: 'too-large'});
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      try {
        const text = Buffer.concat(chunks, received).toString('utf8');
        finish({kind: 'json', value: JSON.parse(text) as unknown});
      } catch {
        finish({kind: 'not-json'});
      }
    };
    const onGone = () => finish({kind: 'gone'});
    const onClose = () => {
      if (!req.complete) onGone();
    };
    req.on('data', onData).on('end', onEnd).on('error', onGone).on('close', onClose);
  });
}
