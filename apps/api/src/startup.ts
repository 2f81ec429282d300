import { hasCatalogue, schema, seedDemo } from '@kanak/db';
import { eq } from 'drizzle-orm';
import type { App } from './app.ts';
import { hashPassword } from './modules/auth/password.ts';

/** Creates the configured admin and seeds the demo catalogue into an empty database (ARCHITECTURE §3). */
export async function prepareDatabase(app: App): Promise<void> {
  const { config, database, storage } = app;
  if (config.admin) {
    const email = config.admin.email.toLowerCase();
    const existing = await database.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, email));
    if (existing.length === 0) {
      await database.db.insert(schema.users).values({
        name: 'Administrator',
        email,
        phoneNumber: '0000000000',
        passwordHash: await hashPassword(config.admin.password),
        role: 'admin',
        emailVerifiedAt: new Date(),
      });
      app.log.info({ email }, 'admin created');
    }
  }

  const wantSeed = config.seedDemo ?? config.nodeEnv !== 'production';
  if (wantSeed && !(await hasCatalogue(database))) {
    const started = Date.now();
    const summary = await seedDemo(database, (key, body, contentType) =>
      storage.putPublic(key, body, contentType),
    );
    app.log.info({ ...summary, ms: Date.now() - started }, 'demo catalogue seeded');
  }
}
