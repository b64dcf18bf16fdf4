/**
 * How many requests each client has in flight, by remote address, so that
 * one client cannot take the whole server. A client's count is dropped when
 * it reaches zero: the map holds only the clients with a request under way.
 */
export type Release = () => void;

export class ClientLimiter {
  private readonly inFlight = new Map<string, number>();

  constructor(private readonly limit: number) {}

  /** A slot for the client, or undefined when it has `limit` requests in flight already. */
  acquire(client: string): Release | undefined {
    const count = this.inFlight.get(client) ?? 0;
    if (count >= this.limit) {
      return undefined;
    }
    this.inFlight.set(client, count + 1);
    let released = false;
    // A response's end and its connection's close may both report the same request.
    return () => {
      if (released) return;
      released = true;
      const left = (this.inFlight.get(client) ?? 1) - 1;
      if (left > 0) {
        this.inFlight.set(client, left);
      } else {
        this.inFlight.delete(client);
      }
    };
  }

  /** Requests in flight, all clients together. */
  get total(): number {
    let sum = 0;
    for (const count of this.inFlight.values()) sum += count;
    return sum;
  }
}
