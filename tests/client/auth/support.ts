import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The first render of a lazily loaded page compiles its chunk: give it more than the default second.
configure({ asyncUtilTimeout: 5000 });

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
