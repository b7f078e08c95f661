import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { useLanguageStore } from '@rowad/shared/i18n';
import { ListPictures, useDataSaverStore } from './data-saver';
import { PLACEHOLDER_IMAGE } from './image-with-placeholder';
import { ResponsiveImage } from './responsive-image';
import { theme } from './theme';
import { useDocumentTitle } from './use-document-title';

const picture = {
  imageUrl: '/uploads/a.webp',
  variants: [
    { width: 1280, url: '/uploads/a-1280.webp' },
    { width: 320, url: '/uploads/a-320.webp' },
    { width: 640, url: '/uploads/a-640.webp' },
  ],
};

function show(element: React.ReactElement) {
  return render(<ThemeProvider theme={theme}>{element}</ThemeProvider>);
}

describe('ResponsiveImage', () => {
  it('offers every variant to the browser, smallest first, with its place held', () => {
    show(<ResponsiveImage image={picture} alt="Olive soap" sizes="100vw" ratio={2} />);
    const img = screen.getByRole('img', { name: 'Olive soap' });
    expect(img.getAttribute('srcset')).toBe(
      '/uploads/a-320.webp 320w, /uploads/a-640.webp 640w, /uploads/a-1280.webp 1280w',
    );
    expect(img.getAttribute('sizes')).toBe('100vw');
    expect(img.getAttribute('src')).toBe('/uploads/a-640.webp');
    expect(img.getAttribute('width')).toBe('1280');
    expect(img.getAttribute('height')).toBe('640');
  });

  it('waits for scrolling unless it is the first picture seen', () => {
    const { unmount } = show(<ResponsiveImage image={picture} alt="Below" sizes="100vw" />);
    expect(screen.getByRole('img').getAttribute('loading')).toBe('lazy');
    unmount();
    show(<ResponsiveImage image={picture} alt="Hero" sizes="100vw" priority />);
    const hero = screen.getByRole('img');
    expect(hero.getAttribute('loading')).toBe('eager');
    expect(hero.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows the placeholder when there is no picture or it fails to load', () => {
    const { unmount } = show(<ResponsiveImage image={undefined} alt="None" sizes="100vw" />);
    expect(document.querySelector('img')?.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    unmount();
    show(<ResponsiveImage image={picture} alt="Broken" sizes="100vw" />);
    fireEvent.error(screen.getByRole('img'));
    const img = document.querySelector('img');
    expect(img?.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    expect(img?.hasAttribute('srcset')).toBe(false);
  });
});

describe('ResponsiveImage with the data saver on (issue 32)', () => {
  beforeEach(() => act(() => useDataSaverStore.setState({ on: true })));
  afterEach(() => act(() => useDataSaverStore.setState({ on: false })));

  it('loads only the smallest width on a page, whatever the screen', () => {
    show(<ResponsiveImage image={picture} alt="Olive soap" sizes="100vw" priority />);
    const img = screen.getByRole('img', { name: 'Olive soap' });
    expect(img.getAttribute('src')).toBe('/uploads/a-320.webp');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
  });

  it("draws a list's pictures as empty boxes, with nothing to download, until the list shows them", () => {
    const { rerender } = show(
      <ListPictures shown={false}>
        <ResponsiveImage image={picture} alt="" sizes="100vw" />
      </ListPictures>,
    );
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('[data-picture="held-back"]')).not.toBeNull();
    rerender(
      <ThemeProvider theme={theme}>
        <ListPictures shown>
          <ResponsiveImage image={picture} alt="" sizes="100vw" />
        </ListPictures>
      </ThemeProvider>,
    );
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/uploads/a-320.webp');
  });

  it('leaves lists alone when it is off', () => {
    act(() => useDataSaverStore.setState({ on: false }));
    show(
      <ListPictures shown={false}>
        <ResponsiveImage image={picture} alt="" sizes="100vw" />
      </ListPictures>,
    );
    expect(document.querySelector('img')?.getAttribute('srcset')).toContain('1280w');
  });
});

describe('useDocumentTitle', () => {
  function Titled({ title }: { title: string | undefined }) {
    useDocumentTitle(title);
    return null;
  }
  afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));

  it('names the tab after the page and the platform, in the reader\u2019s language', () => {
    const { rerender } = render(<Titled title="Projects" />);
    expect(document.title).toBe('Projects · Rowad');
    rerender(<Titled title={undefined} />);
    expect(document.title).toBe('Projects · Rowad');
    act(() => useLanguageStore.getState().setLanguage('ar'));
    rerender(<Titled title="المشاريع" />);
    expect(document.title).toBe('المشاريع · رواد');
  });
});
