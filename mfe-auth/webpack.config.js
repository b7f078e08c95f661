import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const { createConfig } = createRequire(import.meta.url)('../webpack.common.js');

export default createConfig({
  dir: dirname(fileURLToPath(import.meta.url)),
  app: 'mfe_auth',
  exposes: {
    RegisterPage: './src/features/register/register-page.tsx',
    LoginPage: './src/features/login/login-page.tsx',
    ForgotPasswordPage: './src/features/password-reset/forgot-password-page.tsx',
    EnterCodePage: './src/features/password-reset/enter-code-page.tsx',
    ResetPasswordPage: './src/features/password-reset/reset-password-page.tsx',
    ChangePasswordModal: './src/features/change-password/change-password-modal.tsx',
  },
});
