import { initClient } from '@ts-rest/core';
import { contract } from '../../../contracts';
import { clientArgs } from './ts-rest-client';

/**
 * Typed imperative client over the whole contract. Only lazy feature chunks
 * import it: the contract's schemas would otherwise weigh on every page.
 */
export const apiClient = initClient(contract, clientArgs);
