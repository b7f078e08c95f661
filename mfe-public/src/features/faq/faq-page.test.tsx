import { act, isInaccessible, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLanguageStore } from '@rowad/shared/i18n';
import { paths } from '@rowad/shared/paths';
import { renderPage } from '../../testing';
import FaqPage from './faq-page';

const REGISTER = 'How do I register?';
const REGISTER_ANSWER = /choose your account type: owner or investor/;

/** The questions as a reader finds them: the buttons inside the page's second-level headings. */
const questions = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => within(heading).getByRole('button'));

const answer = () => screen.getByText(REGISTER_ANSWER);

describe('FaqPage', () => {
  afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));

  it('asks nine questions, all closed', () => {
    renderPage(<FaqPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Frequently Asked Questions');
    expect(questions().map((question) => question.textContent)).toEqual([
      'What is the purpose of Rowad?',
      'Who can join Rowad?',
      REGISTER,
      'How do owners publish their projects?',
      'How can I take part in a bazaar?',
      'What do owners gain from Rowad?',
      'What do investors gain from Rowad?',
      'How do I contact a project owner?',
      'Which of my data is shared, and with whom?',
    ]);
    expect(questions().map((question) => question.getAttribute('aria-expanded'))).toEqual(
      Array(9).fill('false'),
    );
  });

  it('asks the nine questions in Arabic', () => {
    renderPage(<FaqPage />);
    act(() => useLanguageStore.getState().setLanguage('ar'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('الأسئلة الشائعة');
    expect(document.title).toBe('الأسئلة الشائعة · رواد');
    const asked = questions().map((question) => question.textContent);
    expect(asked).toHaveLength(9);
    expect(asked).toContain('كيف أسجّل في المنصة؟');
    expect(asked).toContain('ما الذي يجنيه المستثمرون من رواد؟');
  });

  it('shows an answer when its question is clicked, and hides it on a second click', async () => {
    renderPage(<FaqPage />);
    const question = screen.getByRole('button', { name: REGISTER });
    expect(isInaccessible(answer())).toBe(true);

    await userEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(isInaccessible(answer())).toBe(false);
    const controlled = document.getElementById(question.getAttribute('aria-controls') ?? '');
    expect(controlled?.contains(answer())).toBe(true);
    // The others stay closed.
    expect(questions().filter((other) => other.getAttribute('aria-expanded') === 'true')).toEqual([question]);

    await userEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('false');
    expect(isInaccessible(answer())).toBe(true);
  });

  it('opens and closes from the keyboard', async () => {
    renderPage(<FaqPage />);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const question = screen.getByRole('button', { name: REGISTER });
    expect(document.activeElement).toBe(question);

    await userEvent.keyboard('{Enter}');
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(isInaccessible(answer())).toBe(false);

    await userEvent.keyboard(' ');
    expect(question.getAttribute('aria-expanded')).toBe('false');
    expect(isInaccessible(answer())).toBe(true);
  });

  it('sends a remaining question to the contact page', () => {
    renderPage(<FaqPage />);
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(paths.contact);
  });
});
