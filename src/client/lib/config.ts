/**
 * Runtime configuration injected by the server into index.html as
 * `<script id="praxis-config" type="application/json">…</script>`.
 * Validated by hand (no zod here: this module is on the sign-in path and must stay tiny).
 * Unknown or invalid values fall back to the defaults, so a missing tag (e.g. under `vite dev`) works.
 */

export interface AppConfig {
  appName: string;
  communityUrl: string;
  supportEmail: string;
  marketingUrl: string;
  signUpEnabled: boolean;
}

export const DEFAULT_CONFIG: Readonly<AppConfig> = Object.freeze({
  appName: 'Praxis',
  communityUrl: 'https://community.praxis.example',
  supportEmail: 'support@praxis.example',
  marketingUrl: 'https://praxis.example/fellowship',
  signUpEnabled: true,
});

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

function str(value: unknown, fallback: string, max = 200): string {
  if (typeof value !== 'string') return fallback;
  const v = value.trim();
  return v !== '' && v.length <= max ? v : fallback;
}

/** Only absolute http(s) URLs: these end up in hrefs, so `javascript:` and friends must never pass. */
function httpUrl(value: unknown, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  const raw = value.trim();
  try {
    const url = new URL(raw);
    return (url.protocol === 'https:' || url.protocol === 'http:') && raw.length <= 2000 ? raw : fallback;
  } catch {
    return fallback;
  }
}

export function parseConfig(raw: unknown): AppConfig {
  const o = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const email = str(o.supportEmail, DEFAULT_CONFIG.supportEmail, 254);
  return {
    appName: str(o.appName, DEFAULT_CONFIG.appName, 80),
    communityUrl: httpUrl(o.communityUrl, DEFAULT_CONFIG.communityUrl),
    supportEmail: EMAIL.test(email) ? email : DEFAULT_CONFIG.supportEmail,
    marketingUrl: httpUrl(o.marketingUrl, DEFAULT_CONFIG.marketingUrl),
    signUpEnabled: typeof o.signUpEnabled === 'boolean' ? o.signUpEnabled : DEFAULT_CONFIG.signUpEnabled,
  };
}

function readInjected(): unknown {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById('praxis-config')?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

let cached: AppConfig | undefined;

export function getConfig(): AppConfig {
  cached ??= parseConfig(readInjected());
  return cached;
}

/** Tests change the injected tag between cases. */
export function resetConfigCache(): void {
  cached = undefined;
}

export function supportMailto(config: AppConfig = getConfig()): string {
  const subject = encodeURIComponent(`${config.appName} support request`);
  return `mailto:${config.supportEmail}?subject=${subject}`;
}
