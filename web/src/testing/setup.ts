import { configure } from '@testing-library/react';

/**
 * findBy… and waitFor end as soon as the page shows what they wait for; their
 * default second is too short when the machine is busy with other work, so a
 * slow run would fail where a fast one passes.
 */
configure({ asyncUtilTimeout: 15_000 });
