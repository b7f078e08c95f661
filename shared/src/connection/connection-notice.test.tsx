import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { ConnectionNotice } from '@rowad/shared/connection';
import { useLanguageStore } from '@rowad/shared/i18n';
import { theme } from '@rowad/shared/ui';

const renderNotice = (props: { show: boolean; action?: boolean }) =>
  render(
    <ThemeProvider theme={theme}>
      <ConnectionNotice {...props} />
    </ThemeProvider>,
  );

afterEach(() => act(() => useLanguageStore.setState({ language: 'en' })));

describe('ConnectionNotice', () => {
  it('says nothing while the connection is there', () => {
    renderNotice({ show: false });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('tells a form that what was typed stays, in English and in Arabic', () => {
    renderNotice({ show: true });
    expect(screen.getByRole('status').textContent).toBe(
      "You're offline. Sending needs a connection; what you typed stays here.",
    );
    act(() => useLanguageStore.setState({ language: 'ar' }));
    expect(screen.getByRole('status').textContent).toBe(
      'أنت غير متصل بالإنترنت. الإرسال يحتاج إلى اتصال، وما كتبته يبقى هنا.',
    );
  });

  it('by a button with nothing typed, asks to try again once online, in English and in Arabic', () => {
    renderNotice({ show: true, action: true });
    expect(screen.getByRole('status').textContent).toBe(
      "You're offline. This needs a connection; try again once you're back online.",
    );
    act(() => useLanguageStore.setState({ language: 'ar' }));
    expect(screen.getByRole('status').textContent).toBe(
      'أنت غير متصل بالإنترنت. هذا يحتاج إلى اتصال؛ حاول مجددًا عند عودة الاتصال.',
    );
  });
});
