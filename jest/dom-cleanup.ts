import { cleanup } from '@testing-library/react';

// Each test starts on an empty page with nothing stored.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
