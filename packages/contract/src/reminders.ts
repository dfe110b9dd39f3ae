import { z } from 'zod';
import { safeString } from './safe-string.js';

/**
 * The daily reminder: one a day at a local time of the learner's choosing (in the time zone stored with the
 * account), by e-mail and, where the browser allows it, by Web Push; never on a day the daily goal is already met.
 */

/** A local time of day, 24-hour HH:MM. */
export const reminderTimeSchema = safeString().regex(
  /^(?:[01]\d|2[0-3]):[0-5]\d$/,
  'must be a time as HH:MM',
);

export const reminderSettingsSchema = z
  .object({
    enabled: z.boolean(),
    /** HH:MM in `timeZone`. */
    time: reminderTimeSchema,
    email: z.boolean(),
    push: z.boolean(),
    /** The zone the time is read in: the one stored with the account (UTC until one is). */
    timeZone: z.string(),
    /** How many browsers of this account can receive a push reminder. */
    pushSubscriptions: z.number().int().min(0),
  })
  .meta({ id: 'ReminderSettings' });
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** PUT /api/me/reminders: any of the settings; what is not given stays. */
export const updateReminderSettingsSchema = z
  .object({
    enabled: z.boolean().optional(),
    time: reminderTimeSchema.optional(),
    email: z.boolean().optional(),
    push: z.boolean().optional(),
  })
  .meta({ id: 'UpdateReminderSettings' });
export type UpdateReminderSettings = z.infer<typeof updateReminderSettingsSchema>;

/** GET /api/push/public-key: the server's VAPID public key, for `PushManager.subscribe`'s applicationServerKey. */
export const pushPublicKeySchema = z
  .object({ publicKey: z.string().meta({ description: 'base64url, uncompressed P-256 point' }) })
  .meta({ id: 'PushPublicKey' });

const base64url = (max: number) =>
  safeString()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url');

/** POST /api/me/push-subscriptions: a browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionSchema = z
  .object({
    endpoint: safeString()
      .max(2000)
      .pipe(z.url({ protocol: /^https$/, error: 'must be an https URL' })),
    keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
  })
  .meta({ id: 'PushSubscription' });
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/me/push-subscriptions: which browser's subscription to forget. */
export const deletePushSubscriptionSchema = z
  .object({ endpoint: safeString().min(1).max(2000) })
  .meta({ id: 'DeletePushSubscription' });
