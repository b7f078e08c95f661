import { act, screen } from '@testing-library/react';
import { useLanguageStore } from '@rowad/shared/i18n';
import { paths } from '@rowad/shared/paths';
import { renderPage } from '../../testing';
import AboutPage from './about-page';

const headings = () => screen.getAllByRole('heading').map((heading) => heading.textContent);

describe('AboutPage', () => {
  afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));

  it('shows what Rowad offers and for whom, under headings', () => {
    renderPage(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About Rowad');
    expect(document.title).toBe('About Rowad · Rowad');
    expect(headings()).toEqual([
      'About Rowad',
      'A showcase for every project',
      'Virtual and physical bazaars',
      'Investor connections',
      'Entrepreneurial networking',
      'Who Rowad is for',
      'Get started',
    ]);
  });

  it('shows the same headings in Arabic', () => {
    renderPage(<AboutPage />);
    act(() => useLanguageStore.getState().setLanguage('ar'));
    expect(headings()).toEqual([
      'عن رواد',
      'واجهة لكل مشروع',
      'بازارات افتراضية وميدانية',
      'التواصل مع المستثمرين',
      'شبكة رواد الأعمال',
      'لمن صُمّمت رواد',
      'ابدأ الآن',
    ]);
  });

  it('leads to the projects and to registration', () => {
    renderPage(<AboutPage />);
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Browse the projects')).toBe(paths.projects);
    expect(href('Create an account')).toBe(paths.register);
    act(() => useLanguageStore.getState().setLanguage('ar'));
    expect(href('تصفّح المشاريع')).toBe(paths.projects);
    expect(href('إنشاء حساب')).toBe(paths.register);
  });
});
