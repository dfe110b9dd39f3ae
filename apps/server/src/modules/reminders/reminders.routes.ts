import {
  deletePushSubscriptionSchema,
  pushPublicKeySchema,
  pushSubscriptionSchema,
  reminderSettingsSchema,
  updateReminderSettingsSchema,
  type ReminderSettings,
} from '@lisan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { requireUser } from '../../lib/authorize.js';
import { errorResponses } from '../../lib/error-responses.js';
import { routesNeeding } from '../../lib/route-plugin.js';
import { usableTimeZone } from '../../lib/time.js';
import type { Caller } from '../../plugins/auth.js';
import type { Database } from '@lisan/db';
import { requestLanguage } from '../content/index.js';
import { registerRemindersDataSection } from './reminders-data.js';
import * as repo from './reminders.repository.js';

async function settingsFor(db: Database, user: Caller, timeZone = user.timeZone): Promise<ReminderSettings> {
  const row = await repo.settingsOf(db, user.id);
  return {
    enabled: row?.enabled ?? false,
    time: row?.localTime ?? '18:00',
    email: row?.byEmail ?? true,
    push: row?.byPush ?? true,
    timeZone: usableTimeZone(timeZone),
    pushSubscriptions: await repo.subscriptionCount(db, user.id),
  };
}

/** The daily reminder's settings and the browsers that receive it by Web Push. */
const routes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  registerRemindersDataSection();
  const errors = errorResponses(400, 401);

  app.get(
    '/me/reminders',
    {
      schema: {
        tags: ['account'],
        summary: 'The daily reminder: on or off, the local time, by e-mail and/or push',
        response: { 200: reminderSettingsSchema, ...errorResponses(401) },
      },
    },
    async (request) => settingsFor(app.db, requireUser(request)),
  );

  app.put(
    '/me/reminders',
    {
      schema: {
        tags: ['account'],
        summary:
          "Change the daily reminder (what is not given stays); the time is read in the browser's zone (X-Time-Zone)",
        body: updateReminderSettingsSchema,
        response: { 200: reminderSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { enabled, time, email, push } = request.body;
      await repo.saveSettings(
        app.db,
        user.id,
        // Reminders are written in the interface language the learner set them in.
        {
          enabled,
          localTime: time,
          byEmail: email,
          byPush: push,
          language: requestLanguage(request.query, request.headers['accept-language']),
        },
        app.clock.now(),
      );
      // The reminder comes at the time chosen on the learner's own clock: the zone of the browser they chose it in
      // (X-Time-Zone) is stored with the account, where the scheduler reads it.
      const zone = request.timeZone;
      if (zone && zone !== user.timeZone) await repo.saveTimeZone(app.db, user.id, zone);
      return settingsFor(app.db, user, zone ?? user.timeZone);
    },
  );

  app.get(
    '/push/public-key',
    {
      schema: {
        tags: ['account'],
        summary: "The server's VAPID public key, to subscribe a browser to push reminders",
        response: { 200: pushPublicKeySchema },
      },
    },
    async () => ({ publicKey: app.webPush.publicKey }),
  );

  app.post(
    '/me/push-subscriptions',
    {
      schema: {
        tags: ['account'],
        summary: "Save this browser's push subscription for the daily reminder",
        body: pushSubscriptionSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { endpoint, keys } = request.body;
      await repo.saveSubscription(app.db, requireUser(request).id, { endpoint, ...keys });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/me/push-subscriptions',
    {
      schema: {
        tags: ['account'],
        summary: "Forget this browser's push subscription",
        body: deletePushSubscriptionSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await repo.deleteSubscription(app.db, requireUser(request).id, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
};

export const remindersRoutes = routesNeeding(routes, 'reminders-routes', ['database', 'auth', 'web-push']);
