// Setup of the `components` Vitest project (happy-dom): Testing Library's DOM matchers, and an
// empty document before each test (without Vitest globals Testing Library cannot clean up itself).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
