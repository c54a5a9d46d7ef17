import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// A lazy screen's first render waits on dynamic imports that take longer than the default 1 s on a busy 2-core
// machine (two Jest workers beside the API suites): findBy… and waitFor wait up to 5 s for what a user would see.
configure({ asyncUtilTimeout: 5000 });
