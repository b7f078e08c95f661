import { cleanup, configure } from '@testing-library/react';

// `findBy…` and `waitFor` wait for what a user would see next (a debounced search, then its
// answer). Testing Library gives up after 1 s; on two cores shared by both Jest workers and the
// PostgreSQL suites that was sometimes too little for the search's 300 ms pause and its answer.
// This is how long a test waits before reporting "not found", not a speed the test asserts:
// speed is measured by bench/.
configure({ asyncUtilTimeout: 5000 });

// Each test starts on an empty page with nothing stored.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
