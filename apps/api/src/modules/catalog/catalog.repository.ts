import { asc, eq } from 'drizzle-orm';
import { schema, type Database } from '@kanak/db';

/** Categories in menu order. */
export async function listCategories(database: Database) {
  return database.db
    .select({ id: schema.categories.id, name: schema.categories.name, image: schema.categories.image })
    .from(schema.categories)
    .orderBy(asc(schema.categories.sortOrder), asc(schema.categories.id));
}

/** Active home carousel slides in order. */
export async function listCarousel(database: Database) {
  return database.db
    .select({ id: schema.homeCarousel.id, images: schema.homeCarousel.images })
    .from(schema.homeCarousel)
    .where(eq(schema.homeCarousel.isActive, true))
    .orderBy(asc(schema.homeCarousel.sortOrder), asc(schema.homeCarousel.id));
}
