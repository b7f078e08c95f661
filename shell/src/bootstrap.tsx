import { createRoot, hydrateRoot } from 'react-dom/client';
import { applyStoredLanguage } from '@rowad/shared/i18n';
import { useAuthStore } from '@rowad/shared/session';
import { useDataSaverStore } from '@rowad/shared/ui';
import { App } from './app/app';
import { registerRemotesFromManifest } from './remotes/remotes';
import { appStarted, isWarming, warmUp } from './start/warm';

/**
 * The server drew a public page for a signed-out visitor in the language of the cookie
 * (shell/src/server-render). The app takes over that markup when it would draw the same:
 * the same language, nobody signed in, and the data it was drawn from is in the cache.
 */
async function takesOverServerMarkup(root: HTMLElement, language: string): Promise<boolean> {
  if (!root.hasChildNodes() || useAuthStore.getState().token) return false;
  if (document.documentElement.dataset.renderedIn !== language) return false;
  // Drawn with the data saver as the server knew it (`<html data-save-data>`); a choice only this
  // device knew (its cookie is written now, for the next page) is drawn anew rather than hydrated.
  if (useDataSaverStore.getState().on !== document.documentElement.hasAttribute('data-save-data'))
    return false;
  const { startFromServerState } = await import('@rowad/shared/query');
  return startFromServerState();
}

// A missing remotes.json must not blank the platform: the shell renders and each remote
// mount shows its retry.
const registerRemotes = () =>
  registerRemotesFromManifest().catch((error: unknown) =>
    console.warn('remotes.json could not be loaded', error),
  );

async function start() {
  // Run ahead of the visitor (shell/src/start/warm.ts): ready the page's modules, draw nothing
  // until the first interaction.
  const warming = isWarming();
  if (warming) {
    await registerRemotes();
    await warmUp(window.location.pathname);
    await appStarted();
  }
  const language = applyStoredLanguage();
  if (!warming) await registerRemotes();
  const root = document.getElementById('root');
  if (!root) return;
  if (await takesOverServerMarkup(root, language)) hydrateRoot(root, <App />);
  else createRoot(root).render(<App />);
}

void start();
