import fp from 'fastify-plugin';
import { createStorage, type Storage } from '../lib/storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every stored file goes through here (lib/storage.ts): DATA_DIR/uploads, or the S3 bucket when S3_BUCKET is set. */
    storage: Storage;
  }
}

/** The store of this app's files, closed with the app. */
export default fp(
  async (app) => {
    const storage = createStorage(app.config.storage);
    app.decorate('storage', storage);
    app.addHook('onClose', async () => storage.close());
  },
  { name: 'storage' },
);
