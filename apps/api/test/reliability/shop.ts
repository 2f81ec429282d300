/**
 * One test file's shop: a fresh PostgreSQL database with the catalogue, one API node on it, and
 * customers who have signed up and put a piece in their cart.
 */
import { createReliabilityDatabase, type ReliabilityDatabase } from './database.ts';
import { newDocumentKey, startApiNode, type ApiNode } from './processes.ts';
import { inBatches, prepareCustomer, type Customer } from './shop-client.ts';

export interface Shop {
  rel: ReliabilityDatabase;
  node: ApiNode;
  customers: Customer[];
  /** Stops the node, deletes its DATA_DIR and drops the database. */
  close(): Promise<void>;
}

/** Customers are numbered 1…`customerCount` (see shop-client.ts for their phones and e-mails). */
export async function openShop(customerCount: number): Promise<Shop> {
  const rel = await createReliabilityDatabase();
  let node: ApiNode | undefined;
  const close = async () => {
    await node?.dispose();
    await rel.drop();
  };
  try {
    node = await startApiNode({ databaseUrl: rel.url, documentKey: newDocumentKey() });
    const numbers = Array.from({ length: customerCount }, (_, i) => i + 1);
    const started = node;
    const customers = await inBatches(numbers, 10, (n) => prepareCustomer(started, n, rel.products));
    return { rel, node, customers, close };
  } catch (err) {
    await close();
    throw err;
  }
}
