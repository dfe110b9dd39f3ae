// npm run payments:refund -- <payment id> [<payment id>…]
// Refunds payments in `refund_due` (money taken for a quote that no longer held, ADR 0020) through the configured
// gateway (HYPERPAY_*, or the embedded sandbox), and marks each `refunded`. Reads the same environment as the
// server (DATABASE_URL, or the embedded database in DATA_DIR, which the server must not be holding: stop it
// first). Without ids, lists the payments waiting for a refund. Exits 1 when a refund was refused.
import { createDb, eq, schema } from '@lisan/db';
import { loadConfig } from '../apps/server/src/config.js';
import { createPaymentGateway } from '../apps/server/src/modules/billing/gateway/index.js';
import { refundDuePayment } from '../apps/server/src/modules/billing/refunds.js';

const config = loadConfig();
const handle = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
let failed = false;
try {
  await handle.migrate();
  const ids = process.argv.slice(2);
  if (ids.length === 0) {
    const due = await handle.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.status, 'refund_due'));
    if (due.length === 0) process.stdout.write('No payment is waiting for a refund.\n');
    for (const p of due)
      process.stdout.write(
        `${p.id}  ${p.amount} ${p.currency}  ${p.gateway}  user ${p.userId}  ${p.refundReason ?? ''}\n`,
      );
  }
  const gateway = createPaymentGateway(config, handle.db);
  for (const id of ids) {
    const result = await refundDuePayment(handle.db, gateway, id, new Date());
    if (result.ok)
      process.stdout.write(
        `${id}: refunded ${result.amount} ${result.currency} (refund ${result.refundId})\n`,
      );
    else {
      failed = true;
      process.stderr.write(`${id}: not refunded. ${result.reason}\n`);
    }
  }
} finally {
  await handle.close();
}
process.exit(failed ? 1 : 0);
