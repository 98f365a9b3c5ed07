// The browser journeys' mail: a real loopback SMTP server whose every message is saved as JSON in
// a fresh `<dataDir>/mail` folder, where tests/e2e/mail.ts reads it.
import fs from 'node:fs';
import path from 'node:path';
import { startTestSmtp } from '../tests/setup/smtp';

export async function startSavedSmtp(dataDir: string) {
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
  return smtp;
}
