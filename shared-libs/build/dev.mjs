#!/usr/bin/env node
/**
 * `npm run dev`: every front end on its own webpack-dev-server port and the API in watch mode. Open the API's
 * address (http://localhost:8080): it renders the page and points the shell at the dev servers.
 */
import concurrently from 'concurrently';
import { join } from 'node:path';
import federation from './federation.cjs';

const { APPS, root } = federation;
const remoteUrl = (name) => `http://localhost:${APPS[name].port}/mf-manifest.json`;

const { result } = concurrently(
  [
    {
      name: 'api',
      command: 'npm run dev -w api',
      env: {
        NODE_ENV: 'development',
        SHELL_TEMPLATE: join(root, 'shell/dist-dev/index.html'),
        MF_PUBLIC_URL: remoteUrl('mf_public'),
        MF_AUTH_URL: remoteUrl('mf_auth'),
        MF_ADMIN_URL: remoteUrl('mf_admin'),
        MF_CATALOGUE_URL: remoteUrl('mf_catalogue'),
      },
    },
    ...Object.entries(APPS).map(([name, { dir }]) => ({ name, command: `npm run dev -w ${dir}` })),
  ],
  { killOthersOn: ['failure'], prefixColors: ['gray', 'blue', 'green', 'magenta', 'yellow', 'cyan'] },
);

result.catch(() => process.exit(1));
