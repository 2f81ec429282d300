import pg from 'pg';

/** Quotes a PostgreSQL identifier (channel and database names). */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 10_000;

/**
 * LISTEN on one channel over a connection of its own (outside the pool, so it never holds a pool
 * slot), re-opened with backoff when it is lost: a PostgreSQL restart or failover must not leave a
 * node deaf to cache invalidations for good. Notifications sent while it was down are gone, so
 * `onConnection(false)` tells the caller to stop trusting what it cached.
 */
export class PgListener {
  private client: pg.Client | undefined;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
    private readonly onPayload: (payload: string) => void,
    private readonly onConnection?: (listening: boolean) => void,
  ) {}

  /** Connects and LISTENs; rejects if the first attempt fails. */
  async start(): Promise<void> {
    this.client = await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    if (client) await client.end().catch(() => {});
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.onPayload(message.payload ?? '');
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${quoteIdent(this.channel)}`);
      return client;
    } catch (err) {
      await client.end().catch(() => {});
      throw err;
    }
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    void client.end().catch(() => {});
    if (this.stopped) return;
    this.onConnection?.(false);
    this.reconnect(FIRST_RETRY_MS);
  }

  private reconnect(delay: number): void {
    this.retry = setTimeout(() => {
      this.connect().then(
        async (client) => {
          if (this.stopped) return void (await client.end().catch(() => {}));
          this.client = client;
          this.onConnection?.(true);
        },
        () => this.reconnect(Math.min(delay * 2, MAX_RETRY_MS)),
      );
    }, delay);
    this.retry.unref();
  }
}
