import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy route chunks load through the module graph: on a busy CI machine that can exceed 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
