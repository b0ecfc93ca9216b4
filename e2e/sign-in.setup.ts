import { test as setup } from '@playwright/test';
import { signInAs } from './helpers';
import { SIGNED_IN, signedIn, type SignedInAs } from './signed-in';

// Each person signs in through the identity provider's page once per run, as a person does; the
// walks that are not about signing in start from the kept state (e2e/signed-in.ts).
for (const who of Object.keys(SIGNED_IN) as SignedInAs[]) {
  const { login, ...rest } = SIGNED_IN[who];
  const role = 'role' in rest ? rest.role : undefined;
  setup(`signs in as ${who}`, async ({ page }) => {
    await signInAs(page, login, role);
    await page.context().storageState({ path: signedIn(who) });
  });
}
