import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { loadDatabaseConfig, seedTeacherCount } from './db/config';
import { prepareDatabase } from './prepare';
import { jakartaDateOf } from '@tutor/rules';
import { apiRoutes } from './areas';
import { createPlatformWatch, operationsGauges, rollbackPolicyFrom } from './areas/platform';
import { confirmIntervalFrom } from './areas/lessons/policy';
import { offerIntervalFrom } from './areas/lifecycle/policy';
import { outboxIntervalFrom } from './areas/notifications/policy';
import { chargeRecheckIntervalFrom, midtransConfigFrom } from './areas/payments';
import { backupScheduleFrom, startBackupJob } from './backup/backupJob';
import { drainDelayFrom, shutDown, shutdownTimeoutFrom } from './lib/gracefulShutdown';
import { readiness } from './platform/health';
import { createMetrics } from './platform/metrics';

async function main(): Promise<void> {
  const config = loadConfig();
  const databaseConfig = loadDatabaseConfig();
  // The one real clock: every stamp the server writes comes from it (tests bring their own).
  const now = () => new Date();
  const { handle, migrations, seed, admin } = await prepareDatabase(
    databaseConfig,
    seedTeacherCount(),
    undefined,
    process.env,
    now,
  );
  const where = databaseConfig.kind === 'sqlite' ? databaseConfig.file : `PostgreSQL (schema ${databaseConfig.schema})`;
  if (migrations.length > 0) console.log(`Migrasi diterapkan: ${migrations.join(', ')}`);
  if (admin?.generatedPassword) {
    // Printed once: only its hash is stored. ADMIN_EMAIL / ADMIN_PASSWORD choose them instead.
    console.log(
      `Akun admin dibuat: ${admin.email} dengan kata sandi ${admin.generatedPassword} (catat sekarang, tidak akan ditampilkan lagi)`,
    );
  } else if (admin) console.log(`Akun admin dibuat: ${admin.email}`);
  if (seed.seeded)
    console.log(
      `Data awal dibuat: ${seed.teachers} guru dalam ${(seed.milliseconds / 1000).toFixed(1)} detik (${where})`,
    );

  const platform = createPlatformWatch({ db: handle.db, now, config, policy: rollbackPolicyFrom(process.env) });
  const ready = readiness();
  const app = await buildApp({
    config,
    ready,
    metrics: createMetrics(operationsGauges(handle.db, now)),
    databaseKind: handle.kind,
    pageViewed: platform.pageViewed,
    registerApi: apiRoutes({
      db: handle.db,
      kind: handle.kind,
      today: () => jakartaDateOf(now().getTime()),
      now,
      meetingConfirmIntervalMs: confirmIntervalFrom(process.env),
      renewalOfferIntervalMs: offerIntervalFrom(process.env),
      outboxIntervalMs: outboxIntervalFrom(process.env),
      midtrans: midtransConfigFrom(process.env),
      chargeRecheckIntervalMs: chargeRecheckIntervalFrom(process.env),
      platform,
    }),
  });
  startBackupJob(app, { db: handle.db, database: databaseConfig, now, schedule: backupScheduleFrom(process.env) });
  // SIGTERM / SIGINT (or a crash): finish the requests in flight and the background work, then exit;
  // a second signal or SHUTDOWN_TIMEOUT_MS exits at once.
  const drainMs = drainDelayFrom(process.env);
  closeWithGrace(
    { delay: shutdownTimeoutFrom(process.env), logger: { error: (message: unknown) => app.log.error(message) } },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'berhenti karena kesalahan');
      else app.log.info({ signal }, 'berhenti: menyelesaikan permintaan dan pekerjaan yang sedang berjalan');
      await shutDown({ app, ready, drained: () => sleep(drainMs), release: () => handle.close() });
    },
  );
  await app.listen({ port: config.port, host: config.host });
  console.log(`Situs berjalan di http://localhost:${config.port} (database: ${where})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
