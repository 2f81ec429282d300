import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { hasCatalogue, seedDemo, underStartLock, type Db } from '@kanak/db';
import type { App } from './app.ts';
import { holderOf, insertAdminIfFree, setAdminPhone } from './modules/auth/auth.repository.ts';
import { hashPassword } from './modules/auth/password.ts';

/** Where the demo's rendered images are kept between first starts (a fresh DATA_DIR, every e2e run). */
const SEED_MEDIA_CACHE = fileURLToPath(new URL('../../../node_modules/.cache/kanak-seed-media', import.meta.url));

/** Arbitrary key of the advisory lock that lets one starting node at a time create the admin and seed. */
const PREPARE_LOCK = 4_242_002;

/** Creates the configured admin and seeds the demo catalogue into an empty database (ARCHITECTURE §3). */
export async function prepareDatabase(app: App): Promise<void> {
  // Nodes started together would both find no admin and no catalogue: the second waits, then finds them.
  await underStartLock(app.database, PREPARE_LOCK, async () => {
    const { config, database, storage } = app;
    if (config.admin) {
      const created = await ensureAdmin(database.db, config.admin.email, config.admin.password, config.admin.phone);
      if (created) app.log.info({ email: config.admin.email }, 'admin created');
    }

    const wantSeed = config.seedDemo ?? config.nodeEnv !== 'production';
    if (wantSeed && !(await hasCatalogue(database))) {
      const started = Date.now();
      app.log.info('Seeding the demo catalogue (its images are rendered once, then kept in node_modules/.cache)…');
      const summary = await seedDemo(database, (key, body, contentType) => storage.putPublic(key, body, contentType), {
        cache: { dir: SEED_MEDIA_CACHE },
      });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      app.log.info(`Demo catalogue ready: ${summary.products} pieces in ${summary.categories} categories (${seconds} s)`);
    }
  });
}

/**
 * An admin from the environment has no phone, but the column is a unique 10-digit number, so each
 * gets its own placeholder: '0' and nine digits from the e-mail's hash, then the numbers after it.
 * No Indian mobile starts with 0 and phone login takes only numbers starting 6 to 9.
 */
export function adminPhonePlaceholder(email: string, step = 0): string {
  const first = createHash('sha256').update(email.toLowerCase()).digest().readUInt32BE(0);
  return `0${String((first + step) % 1_000_000_000).padStart(9, '0')}`;
}

/**
 * Adds an admin with this e-mail unless one exists; true when it was added. A signup that merely
 * typed the address (unverified) cannot stop it; a customer who verified it can, loudly. With a
 * phone (ADMIN_PHONE) the admin's number is set to it, for the owner's one-time code (decision 046).
 */
export async function ensureAdmin(db: Db, emailAddress: string, password: string, phone?: string): Promise<boolean> {
  const email = emailAddress.toLowerCase();
  const holder = await holderOf(db, email);
  if (holder?.role === 'admin') {
    if (phone) await givePhone(db, holder.id, phone);
    return false;
  }
  if (holder) throw new Error(`ADMIN_EMAIL ${email} is a customer's verified address: choose another`);
  const passwordHash = await hashPassword(password);
  if (phone) {
    if (await insertAdminIfFree(db, { email, phoneNumber: phone, passwordHash })) return true;
    if ((await holderOf(db, email))?.role === 'admin') return false;
    throw new Error(`ADMIN_PHONE ${phone} is a customer's number: choose another`);
  }
  // A taken placeholder (a customer typed that number, or another admin has it) moves on to the next.
  for (let step = 0; step < 100; step++) {
    const inserted = await insertAdminIfFree(db, { email, phoneNumber: adminPhonePlaceholder(email, step), passwordHash });
    if (inserted) return true;
    if ((await holderOf(db, email))?.role === 'admin') return false;
  }
  throw new Error(`no free placeholder phone number for the admin ${email}`);
}

async function givePhone(db: Db, adminId: number, phone: string): Promise<void> {
  if (!(await setAdminPhone(db, adminId, phone))) throw new Error(`ADMIN_PHONE ${phone} is a customer's number: choose another`);
}
