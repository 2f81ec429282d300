import { eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@kanak/db';
import {
  DEFAULT_CHANNELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSettings,
} from '@kanak/domain/notifications';

const { notificationPreferences } = schema;

export type PreferenceRow = typeof notificationPreferences.$inferSelect;

export async function findPreferences(db: Db, userId: number): Promise<PreferenceRow | undefined> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row;
}

/** The stored row as the page shows it; no row is every channel on and no marketing. */
export function settingsOf(
  row: PreferenceRow | undefined,
): NotificationSettings & { marketing_changed_at: string | null } {
  const kinds = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => {
      const off = row?.channelsOff[kind] ?? [];
      return [
        kind,
        Object.fromEntries(
          NOTIFICATION_CHANNELS.map((c) => [c, DEFAULT_CHANNELS[c] && !off.includes(c)]),
        ),
      ];
    }),
  ) as NotificationSettings['kinds'];
  return {
    kinds,
    marketing: row?.marketingConsent ?? false,
    marketing_changed_at: row?.marketingChangedAt?.toISOString() ?? null,
  };
}

/**
 * Saves the customer's choice. The consent's time moves only when the consent itself changes, so
 * it stays the proof of when it was given or withdrawn.
 */
export async function savePreferences(
  db: Db,
  userId: number,
  settings: NotificationSettings,
): Promise<PreferenceRow> {
  const channelsOff: Record<string, string[]> = {};
  for (const kind of NOTIFICATION_KINDS) {
    const off = NOTIFICATION_CHANNELS.filter((c) => !settings.kinds[kind as NotificationKind][c]);
    if (off.length) channelsOff[kind] = off;
  }
  const [row] = await db
    .insert(notificationPreferences)
    .values({
      userId,
      channelsOff,
      marketingConsent: settings.marketing,
      marketingChangedAt: settings.marketing ? new Date() : null,
    })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: {
        channelsOff,
        marketingConsent: settings.marketing,
        marketingChangedAt: sql`case when ${notificationPreferences.marketingConsent} = ${settings.marketing} then ${notificationPreferences.marketingChangedAt} else now() end`,
        updatedAt: new Date(),
      },
    })
    .returning();
  if (!row) throw new Error('preferences not saved');
  return row;
}
