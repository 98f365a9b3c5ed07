// Starts the built platform on a fresh embedded database for the browser journeys, with a real
// loopback SMTP server (every message saved as JSON in .data-e2e/mail for the journeys to read)
// and the loopback Stripe stand-in behind the real Stripe SDK.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startTestSmtp } from '../tests/setup/smtp';
import { startStripeStandIn, WEBHOOK_SECRET } from '../tests/setup/stripe-stand-in';

const port = process.env.E2E_PORT ?? '3100';
const dataDir = '.data-e2e';
const mailDir = path.join(dataDir, 'mail');
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(mailDir, { recursive: true });

const smtp = await startTestSmtp();
let saved = 0;
setInterval(() => {
  while (saved < smtp.messages.length) {
    const m = smtp.messages[saved++]!;
    const file = path.join(mailDir, `${String(saved).padStart(5, '0')}.json`);
    fs.writeFileSync(file, JSON.stringify({ to: m.to, subject: m.subject, text: m.text, links: m.links }));
  }
}, 50);
// Paying on the stand-in's Checkout page sends the signed webhook to the app, as Stripe would.
const stripe = await startStripeStandIn({ webhookUrl: `http://127.0.0.1:${port}/api/billing/webhook` });

const child = spawn('node', ['dist/server/index.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    APP_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    SMTP_URL: smtp.url,
    STRIPE_SECRET_KEY: 'sk_test_praxis_e2e',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
    STRIPE_PRICE_ID: 'price_praxis_fellowship_yearly',
    MEMBERSHIP_PRICE: '€480 per year',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', async (code) => {
  await smtp.close();
  await stripe.close();
  process.exit(code ?? 0);
});
