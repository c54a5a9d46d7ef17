import fp from 'fastify-plugin';
import { seedDatabase } from '../db/seed/index';
import { ensureFirstAdmin } from '../modules/users/first-admin';

export interface BootstrapOptions {
  /** Where the generated admin password is printed (stdout unless a test says otherwise). */
  print?: (text: string) => void;
}

/** First start: the first Süper Yönetici, brand files, essential rows and (SEED_DEMO) the demo content. */
export default fp<BootstrapOptions>(
  async (app, options) => {
    const { config } = app;
    const started = Date.now();
    const seeded = await seedDatabase(app.db, { storage: app.storage, brand: config.brand, demo: config.seedDemo });
    if (seeded.essentials || seeded.demo) app.log.info({ ...seeded, ms: Date.now() - started }, 'database seeded');
    const created = await ensureFirstAdmin(app.db, {
      email: config.adminEmail,
      password: config.adminPassword,
      print: options.print ?? ((text) => process.stdout.write(text)),
    });
    if (created) app.log.info({ email: config.adminEmail }, 'first admin account created');
  },
  { name: 'bootstrap', dependencies: ['db', 'storage'] },
);
