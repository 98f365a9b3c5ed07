// Development: the API server (restarted on change) and Vite's dev server with hot reload.
import { spawn } from 'node:child_process';

// The browser talks to Vite, so Vite's address is the app's address: links in mail point there and
// sign-ins from it pass the origin check (Vite's proxy keeps the browser's Origin header).
const serverEnv = { ...process.env, APP_URL: process.env.APP_URL || 'http://localhost:5173' };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/index.ts'], {
    stdio: 'inherit',
    env: serverEnv,
  }),
  spawn('npx', ['vite', '--port', '5173'], { stdio: 'inherit' }),
];
console.log('Open http://localhost:5173 (Vite, proxies /api and /files to the server on :3000)');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
