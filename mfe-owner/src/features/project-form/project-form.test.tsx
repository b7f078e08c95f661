import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLanguageStore } from '@rowad/shared/i18n';
import { CATEGORIES_MAX, PAGES_MAX, PHONES_MAX, type ProjectInput } from '@rowad/shared/schemas';
import { renderPage, resetApp } from '../../testing';
import { ProjectForm } from './project-form';
import { EMPTY_PROJECT, type ProjectFormValues } from './project-form-values';

beforeEach(resetApp);
afterEach(resetApp);

function openForm(initial: Partial<ProjectFormValues> = {}) {
  const sent: ProjectInput[] = [];
  renderPage(
    <ProjectForm
      initial={{ ...EMPTY_PROJECT, ...initial }}
      submitLabel="Create Project"
      busyLabel="Creating..."
      onSubmit={async (input) => {
        sent.push(input);
      }}
    />,
  );
  return sent;
}

// By label, as a user finds a field (getByRole walks the whole long form for each lookup).
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const submit = () => userEvent.click(button('Create Project'));

async function typeInto(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}

/** The message tied to a control (its aria-describedby), as a screen reader reads it. */
function messageOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .filter((node) => node?.getAttribute('role') === 'alert')
    .map((node) => node?.textContent)
    .join(' ');
}

const FILLED: Partial<ProjectFormValues> = {
  name: 'Olive soap',
  description: 'Soap.',
  categories: ['soap'],
  city: 'Nablus',
  street: 'Old City',
};

describe('ProjectForm', () => {
  it("shows the product's messages (docs/product.md §5) under each required field, for blank and whitespace-only values", async () => {
    const sent = openForm({ name: '   ', street: ' \t ', categories: ['  '] });
    await submit();
    expect(messageOf(field('Project name'))).toBe('Project name is required.');
    expect(messageOf(field('Description'))).toBe('Description is required.');
    expect(messageOf(field('City'))).toBe('City is required.');
    expect(messageOf(field('Street'))).toBe('Street is required.');
    expect(screen.getByText('At least one category is required.')).toBeTruthy();
    expect(field('Category 1').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(0);
    // Focus lands on the first field to fix.
    expect(document.activeElement).toBe(field('Project name'));
    // Typing in a field clears its message.
    await typeInto(field('Project name'), 'Olive soap');
    expect(messageOf(field('Project name'))).toBe('');
    expect(messageOf(field('City'))).toBe('City is required.');
  });

  it('gives each list entry its own message, counted as the form shows them', async () => {
    const sent = openForm({
      ...FILLED,
      email: 'not-an-email',
      phones: ['', '0599123456', 'call me'],
      pages: [
        { pageType: 'facebook', pageUrl: 'https://facebook.com/soap' },
        { pageType: 'instagram', pageUrl: 'instagram soap' },
      ],
    });
    await submit();
    expect(sent).toHaveLength(0);
    expect(messageOf(field('Contact e-mail'))).toBe('Please enter a valid contact e-mail.');
    expect(messageOf(field('Phone number 1'))).toBe('');
    expect(messageOf(field('Phone number 2'))).toBe('');
    expect(messageOf(field('Phone number 3'))).toBe('Please enter a valid phone number.');
    expect(messageOf(field('Page 1: address'))).toBe('');
    expect(messageOf(field('Page 2: address'))).toBe(
      'The page address must be an http:// or https:// address.',
    );
    expect(document.activeElement).toBe(field('Contact e-mail'));

    // Changing an entry clears its own message only.
    await typeInto(field('Phone number 3'), '1');
    expect(messageOf(field('Phone number 3'))).toBe('');
    expect(messageOf(field('Page 2: address'))).not.toBe('');
  });

  it('sends the checked project: trimmed, blank entries left out', async () => {
    const sent = openForm({
      ...FILLED,
      name: '  Olive soap ',
      categories: [' soap ', '', 'handmade'],
      phones: ['  ', '0599123456'],
      pages: [{ pageType: 'facebook', pageUrl: ' ' }],
    });
    await submit();
    expect(sent).toEqual([
      {
        name: 'Olive soap',
        description: 'Soap.',
        city: 'Nablus',
        street: 'Old City',
        categories: ['soap', 'handmade'],
        contact: { email: '', website: '', whatsapp: '', phones: ['0599123456'], pages: [] },
      },
    ]);
  });

  it('adds an entry and moves focus into it; removing one moves focus to its neighbour', async () => {
    openForm();
    await userEvent.click(button('Add category'));
    expect(document.activeElement).toBe(field('Category 2'));
    await userEvent.keyboard('handmade');
    await userEvent.click(button('Add category'));
    await userEvent.keyboard('food');
    expect(field('Category 3').value).toBe('food');

    // Removing the second: the third takes its place and its focus.
    await userEvent.click(button('Remove category 2'));
    expect(field('Category 2').value).toBe('food');
    expect(document.activeElement).toBe(field('Category 2'));
    // Removing the last: focus goes to the one before.
    await userEvent.click(button('Remove category 2'));
    expect(document.activeElement).toBe(field('Category 1'));
    // The only category has no Remove button: one box always stays.
    expect(screen.queryByRole('button', { name: 'Remove category 1' })).toBeNull();

    // A phone: added, then removed as the only one, focus goes back to its Add button.
    await userEvent.click(button('Add phone number'));
    expect(document.activeElement).toBe(field('Phone number 1'));
    await userEvent.click(button('Remove phone number 1'));
    expect(screen.queryByLabelText('Phone number 1')).toBeNull();
    expect(document.activeElement).toBe(button('Add phone number'));

    // A page: focus goes to its network first; each new page takes a network not used yet.
    await userEvent.click(button('Add page'));
    expect(document.activeElement).toBe(field('Page 1: network'));
    await userEvent.click(button('Add page'));
    expect(field('Page 2: network').value).toBe('instagram');
  });

  it('works from the keyboard alone', async () => {
    openForm();
    button('Add phone number').focus();
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(field('Phone number 1'));
    await userEvent.keyboard('0599123456');
    await userEvent.tab();
    expect(document.activeElement).toBe(button('Remove phone number 1'));
    await userEvent.keyboard(' ');
    expect(document.activeElement).toBe(button('Add phone number'));
  });

  it('stops each Add button at the limit, and says so', async () => {
    openForm({
      categories: Array.from({ length: CATEGORIES_MAX - 1 }, (_, i) => `c${i}`),
      phones: Array.from({ length: PHONES_MAX }, (_, i) => `059912345${i}`),
      pages: Array.from({ length: PAGES_MAX }, (_, i) => ({
        pageType: 'facebook',
        pageUrl: `https://f.com/${i}`,
      })),
    });
    expect(button('Add category').disabled).toBe(false);
    await userEvent.click(button('Add category'));
    expect(button('Add category').disabled).toBe(true);
    expect(button('Add phone number').disabled).toBe(true);
    expect(button('Add page').disabled).toBe(true);
    // The hint says it, and the disabled button is described by it.
    const limit = (name: string) =>
      document.getElementById(button(name).getAttribute('aria-describedby') ?? '');
    expect(limit('Add category')?.textContent).toBe(`You have reached the limit of ${CATEGORIES_MAX}.`);
    expect(limit('Add phone number')?.textContent).toBe(`You have reached the limit of ${PHONES_MAX}.`);
    expect(limit('Add page')?.textContent).toBe(`You have reached the limit of ${PAGES_MAX}.`);
    // Removing one opens the list again.
    await userEvent.click(button('Remove phone number 5'));
    expect(button('Add phone number').disabled).toBe(false);
  });

  it('explains categories in a popup', async () => {
    openForm();
    await userEvent.click(button('What are categories?'));
    const dialog = screen.getByRole('dialog', { name: 'What are categories?' });
    expect(within(dialog).getByText(/a little like hashtags/)).toBeTruthy();
    expect(within(dialog).getByText(/handmade, food/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('adds https:// to an address typed without it', async () => {
    openForm();
    await typeInto(field('Website'), 'www.olivesoap.ps');
    await userEvent.tab();
    expect(field('Website').value).toBe('https://www.olivesoap.ps');
  });

  it('reads in Arabic', async () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    openForm({ phones: ['abc'] });
    await submit();
    expect(messageOf(field('اسم المشروع'))).toBe('اسم المشروع مطلوب.');
    expect(messageOf(field('رقم الهاتف 1'))).toBe('يرجى إدخال رقم هاتف صحيح.');
    await userEvent.click(button('ما هي التصنيفات؟'));
    expect(screen.getByRole('dialog', { name: 'ما هي التصنيفات؟' })).toBeTruthy();
    expect(button('إضافة تصنيف')).toBeTruthy();
  });
});
