import fp from 'fastify-plugin';
import { seedDatabase } from '../db/seed/index';

/**
 * First start: brand files, essential rows and (SEED_DEMO) the demo content. The first Süper Yönetici comes right
 * after, from the users module (modules/users/first-admin.ts, registered next by app.ts).
 */
export default fp(
  async (app) => {
    const { config } = app;
    const started = Date.now();
    const seeded = await seedDatabase(app.db, { storage: app.storage, brand: config.brand, demo: config.seedDemo });
    if (seeded.essentials || seeded.demo) app.log.info({ ...seeded, ms: Date.now() - started }, 'database seeded');
  },
  { name: 'bootstrap', dependencies: ['db', 'storage'] },
);
