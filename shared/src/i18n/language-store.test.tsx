import { act, render, screen } from '@testing-library/react';
import { applyStoredLanguage, defineMessages, rememberLanguage, useLanguageStore } from '@rowad/shared/i18n';

const useMessages = defineMessages<'greeting'>({
  en: { greeting: 'Hello {name}' },
  ar: { greeting: 'مرحبًا {name}' },
});

function Greeting() {
  const t = useMessages();
  return <p>{t('greeting', { name: 'Amal' })}</p>;
}

describe('language', () => {
  afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));

  it('switching to Arabic sets <html lang="ar" dir="rtl"> and is remembered', () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem('language')).toBe('ar');
  });

  it('applies the remembered language on start', () => {
    localStorage.setItem('language', 'ar');
    expect(applyStoredLanguage()).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    localStorage.setItem('language', 'klingon');
    expect(applyStoredLanguage()).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('re-renders texts in the chosen language, with parameters', () => {
    render(<Greeting />);
    expect(screen.getByText('Hello Amal')).toBeTruthy();
    act(() => useLanguageStore.getState().setLanguage('ar'));
    expect(screen.getByText('مرحبًا Amal')).toBeTruthy();
  });

  it('keeps the language when logout clears all storage', () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    localStorage.clear();
    rememberLanguage();
    expect(localStorage.getItem('language')).toBe('ar');
  });
});
