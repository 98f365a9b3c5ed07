import { afterEach } from 'vitest';

/** Injects the runtime config tag the server would render into index.html (removed after each test). */
export function injectConfig(config: Record<string, unknown>): void {
  document.getElementById('praxis-config')?.remove();
  const tag = document.createElement('script');
  tag.id = 'praxis-config';
  tag.type = 'application/json';
  tag.textContent = JSON.stringify(config);
  document.head.append(tag);
}

afterEach(() => {
  document.getElementById('praxis-config')?.remove();
});
