import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLanguageStore } from '@rowad/shared/i18n';
import { PLACEHOLDER_IMAGE } from '@rowad/shared/ui';
import { aPicture, renderPage } from '../testing';
import { Gallery } from './gallery';

// jsdom has no PointerEvent; a MouseEvent carries the clientX a swipe is measured with.
beforeAll(() => {
  if (typeof window.PointerEvent === 'undefined') {
    Object.assign(window, { PointerEvent: class PointerEvent extends MouseEvent {} });
  }
});
afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));

const pictures = [aPicture(1), aPicture(2, true), aPicture(3)];
const shown = () => screen.getByRole('img', { name: /^Glass, picture/ }).getAttribute('alt');
const stage = () => screen.getByRole('img', { name: /picture/ }).parentElement!;

describe('Gallery', () => {
  it('shows the first picture first, and any picture from its thumbnail', async () => {
    renderPage(<Gallery pictures={pictures} name="Glass" sizes="100vw" />);
    expect(shown()).toBe('Glass, picture 1 of 3');
    const thumbnails = screen.getAllByRole('button', { name: /^Show picture \d of 3$/ });
    expect(thumbnails).toHaveLength(3);
    expect(thumbnails[0]!.getAttribute('aria-current')).toBe('true');
    await userEvent.click(thumbnails[2]!);
    expect(shown()).toBe('Glass, picture 3 of 3');
    expect(screen.getByText('Picture 3 of 3')).toBeTruthy();
  });

  it('starts on the picture it is asked to (an event\u2019s cover)', () => {
    renderPage(<Gallery pictures={pictures} name="Glass" sizes="100vw" startAt={1} />);
    expect(shown()).toBe('Glass, picture 2 of 3');
  });

  it('moves with the arrow keys, Home and End, and the arrows mirror in Arabic', async () => {
    renderPage(<Gallery pictures={pictures} name="Glass" sizes="100vw" />);
    screen.getAllByRole('button', { name: /^Show picture/ })[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(shown()).toBe('Glass, picture 2 of 3');
    await userEvent.keyboard('{End}');
    expect(shown()).toBe('Glass, picture 3 of 3');
    await userEvent.keyboard('{ArrowRight}');
    expect(shown()).toBe('Glass, picture 1 of 3');

    act(() => useLanguageStore.getState().setLanguage('ar'));
    // In Arabic the next picture is to the left.
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('img', { name: /^Glass، الصورة/ }).getAttribute('alt')).toBe(
      'Glass، الصورة 2 من 3',
    );
  });

  it('turns to the next picture on a swipe towards the start of the line', () => {
    renderPage(<Gallery pictures={pictures} name="Glass" sizes="100vw" />);
    fireEvent.pointerDown(stage(), { clientX: 300 });
    fireEvent.pointerUp(stage(), { clientX: 200 });
    expect(shown()).toBe('Glass, picture 2 of 3');
    // A short move is a tap, not a swipe.
    fireEvent.pointerDown(stage(), { clientX: 300 });
    fireEvent.pointerUp(stage(), { clientX: 280 });
    expect(shown()).toBe('Glass, picture 2 of 3');
    fireEvent.pointerDown(stage(), { clientX: 100 });
    fireEvent.pointerUp(stage(), { clientX: 250 });
    expect(shown()).toBe('Glass, picture 1 of 3');
  });

  it('shows the placeholder and no thumbnails without pictures', () => {
    renderPage(<Gallery pictures={[]} name="Glass" sizes="100vw" />);
    expect(document.querySelector('img')?.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
