import { paths } from '@rowad/shared/paths';
import { expect, test } from '../support/fixtures';
import { codeAt, createAccount, plantSession } from '../support/session';

// A member's two-step sign-in (issue 28): turned on from the profile with the app's first code;
// from then on the password alone opens no session, and a recovery code works once.
test.describe('two-step sign-in', () => {
  test('an investor turns it on in the profile; the next sign-in needs a code', async ({ page, request }) => {
    const investor = await createAccount(request, 'investor', 'Rana');
    await plantSession(page, investor);
    await page.goto(paths.investorProfile);
    const section = page.getByRole('region', { name: 'Two-step sign-in' });
    await section.getByRole('button', { name: 'Turn on' }).click();
    await expect(
      section.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toBeVisible();
    const key = (await section.locator('code').textContent()) ?? '';
    expect(key).toMatch(/^[A-Z2-7]{32}$/);

    await section.getByLabel('Code').fill(codeAt(key, Date.now()));
    await section.getByRole('button', { name: 'Confirm' }).click();
    const codes = section.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recovery = (await codes.first().textContent()) ?? '';
    await section.getByRole('button', { name: 'I have kept them' }).click();
    await expect(section.getByText(/^On since .*Recovery codes left: 10\.$/)).toBeVisible();

    // The password alone no longer opens a session; a recovery code does, once.
    const mfaTokenOf = async () => {
      const login = await request.post('/api/auth/login', {
        data: { email: investor.email, password: investor.password },
      });
      const answer = (await login.json()) as { token?: string; mfaRequired?: boolean; mfaToken: string };
      expect(answer.token).toBeUndefined();
      expect(answer.mfaRequired).toBe(true);
      return answer.mfaToken;
    };
    const first = await request.post('/api/auth/login/mfa', {
      data: { mfaToken: await mfaTokenOf(), code: recovery },
    });
    expect(first.status()).toBe(200);
    const again = await request.post('/api/auth/login/mfa', {
      data: { mfaToken: await mfaTokenOf(), code: recovery },
    });
    expect(again.status()).toBe(401);
  });
});
