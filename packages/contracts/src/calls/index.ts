import { accountCalls } from './account.ts';
import { addressesCalls } from './addresses.ts';
import { agentsCalls } from './agents.ts';
import { authCalls } from './auth.ts';
import { cartCalls } from './cart.ts';
import { catalogCalls } from './catalog.ts';
import { clockCalls } from './clock.ts';
import { documentsCalls } from './documents.ts';
import { codCalls } from './cod.ts';
import { exportsCalls } from './exports.ts';
import { remittancesCalls } from './remittances.ts';
import type { CallDeclaration } from './define.ts';
import { healthCalls } from './health.ts';
import { ledgerCalls } from './ledger.ts';
import { mediaCalls } from './media.ts';
import { ordersCalls } from './orders.ts';
import type { CallName } from './paths.ts';
import { pincodeCalls } from './pincode.ts';
import { settingsCalls } from './settings.ts';
import { statsCalls } from './stats.ts';
import { usersCalls } from './users.ts';

/**
 * Every call of the API, declared once: the server registers each from here and the web
 * calls it by name (docs/architecture.md, "Call declarations"). A name of CALL_PATHS without
 * its declaration does not compile.
 */
export const calls = {
  ...healthCalls,
  ...authCalls,
  ...cartCalls,
  ...addressesCalls,
  ...accountCalls,
  ...ordersCalls,
  ...ledgerCalls,
  ...usersCalls,
  ...pincodeCalls,
  ...catalogCalls,
  ...mediaCalls,
  ...agentsCalls,
  ...clockCalls,
  ...settingsCalls,
  ...statsCalls,
  ...documentsCalls,
  ...codCalls,
  ...exportsCalls,
  ...remittancesCalls,
} satisfies { [N in CallName]: CallDeclaration<N> };

export type Calls = typeof calls;

export { CALL_PATHS } from './paths.ts';
export type { Access, CallName, CallPath, HttpMethod } from './paths.ts';
export type { CallDeclaration, CallSchemas } from './define.ts';
export { UPLOAD_FIELD } from './paths.ts';
