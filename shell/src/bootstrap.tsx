import { createRoot } from 'react-dom/client';
import { applyStoredLanguage } from '@rowad/shared/i18n';
import { App } from './app/app';
import { registerRemotesFromManifest } from './remotes/remotes';

async function start() {
  applyStoredLanguage();
  // A missing remotes.json must not blank the platform: the shell renders and each remote
  // mount shows its retry.
  await registerRemotesFromManifest().catch((error: unknown) =>
    console.warn('remotes.json could not be loaded', error),
  );
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<App />);
}

void start();
