import { configure } from '@testing-library/react';

/**
 * `findBy…` and `waitFor` wait for the page's state, not for a time budget: on
 * a busy machine a lazy route can take seconds to load, so the default 1 s
 * would fail tests whose page is merely slow. A page that never gets there
 * still fails, after 15 s.
 */
configure({ asyncUtilTimeout: 15_000 });
