// Starts the built platform on a fresh embedded database for the browser journeys, with a real
// loopback SMTP server (every message saved as JSON in <data folder>/mail for the journeys to read)
// and the loopback Stripe stand-in behind the real Stripe SDK. Each Playwright worker has one of
// its own (tests/e2e/slots.ts): E2E_PORT and E2E_DATA_DIR say which.
import { spawn } from 'node:child_process';
import { startSavedSmtp } from './e2e-mail';
import { startStripeStandIn, WEBHOOK_SECRET } from '../tests/setup/stripe-stand-in';

const port = process.env.E2E_PORT ?? '3100';
const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';
const smtp = await startSavedSmtp(dataDir);
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
    // The journeys move the server's clock for scheduled publishing (tests/e2e/clock.ts).
    TEST_CLOCK_FILE: `${dataDir}/clock-offset-ms`,
    SCHEDULED_PUBLISH_EVERY_MS: '500',
    // The digest journey moves the clock to the next week and waits for its digest.
    DIGEST_EVERY_MS: '500',
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
