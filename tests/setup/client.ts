import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy route chunks load through the module graph, compiled by vitest's main process: with a file
// running on each core of a busy two-core machine that has taken more than 5 s. Only a test that
// fails waits this long.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());
