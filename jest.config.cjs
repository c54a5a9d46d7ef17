// One Jest run for every workspace: each project is a package with its own environment.
const tsJest = ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', diagnostics: false }];

const frontEnd = (dir) => ({
  displayName: dir,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.tsx?$': tsJest },
  moduleNameMapper: {
    '^@vitrin/shared-libs/(.*)$': '<rootDir>/../shared-libs/src/$1',
    '\\.(css|scss)$': 'identity-obj-proxy',
    '\\.(svg|png|jpe?g|webp)$': '<rootDir>/../shared-libs/test/file-stub.cjs',
  },
  setupFiles: ['<rootDir>/../shared-libs/test/setup-globals.cjs'],
  setupFilesAfterEnv: ['<rootDir>/../shared-libs/test/setup-dom.ts'],
});

module.exports = {
  // API files build real apps (migrations, argon2 hashes, sharp) on a 2-core machine: 5 s is too tight.
  testTimeout: 60_000,
  // Jest's default on 2 cores is one worker, which runs every file in the main process: the API files'
  // module registries (fastify, sharp, argon2, pg) then pile up until the heap runs out. Two workers,
  // recycled when they grow, keep each file's memory its own.
  maxWorkers: 2,
  workerIdleMemoryLimit: '1536MB',
  projects: [
    frontEnd('shared-libs'),
    frontEnd('shell'),
    frontEnd('mf-public'),
    frontEnd('mf-auth'),
    frontEnd('mf-admin'),
    frontEnd('mf-catalogue'),
    {
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/**/*.test.ts'],
      transform: { '^.+\\.tsx?$': tsJest },
      // PostgreSQL test databases are copied from one migrated template (test/global-setup.ts).
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
      moduleNameMapper: { '^@vitrin/shared-libs/(.*)$': '<rootDir>/../shared-libs/src/$1' },
    },
  ],
};
