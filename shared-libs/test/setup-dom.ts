import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// A lazy screen's first render waits on dynamic imports that take longer than the default 1 s on a busy 2-core
// machine (two Jest workers beside the API suites): findBy… and waitFor wait up to 5 s for what a user would see.
configure({ asyncUtilTimeout: 5000 });

// jsdom draws nothing, so it has no scrolling: its window.scrollTo only logs "Not implemented". Pages scroll to the
// top after a load or a dialog; in tests that is a no-op (a test that checks the scroll puts its own spy here).
if (typeof window !== 'undefined') window.scrollTo = (() => undefined) as typeof window.scrollTo;
