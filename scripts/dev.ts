import { spawn, type ChildProcess } from 'node:child_process';

/**
 * `npm run dev`: the API in watch mode on API_PORT (default 8080) and the Vite dev server on
 * 5173 with /api proxied to it. Ctrl+C stops both.
 */
const apiPort = process.env.API_PORT ?? '8080';
const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/dev-server.ts'], {
    stdio: 'inherit',
    // Sign-in returns to the dev server's origin, which proxies /api and /idp to this process.
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://127.0.0.1:5173' },
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  });
