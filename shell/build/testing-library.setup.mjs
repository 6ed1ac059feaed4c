// How long findBy… and waitFor wait for a screen to show what a test expects. An answer's
// arrival and the deferred render it starts have taken over the 1 s default in jsdom on a busy
// two-core machine; a screen that never shows it still fails.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
