import { PAGE_TYPES, type PageType } from '@rowad/shared/schemas';
import { EMPTY_PROJECT, type PageEntry, type ProjectFormValues } from './project-form-values';

/*
 * A new project being typed, kept in localStorage until it is created, so a reload, a closed tab
 * or a lost connection does not lose it. One per user: another account signing in on the same
 * browser does not see it. (Logging out clears all local storage, docs/product.md §4, and the draft
 * with it.)
 */

const draftKey = (userId: string) => `projectDraft:${userId}`;

const TEXT_FIELDS = ['name', 'description', 'city', 'street', 'email', 'website', 'whatsapp'] as const;

const isText = (value: unknown): value is string => typeof value === 'string';
const isPageType = (value: unknown): value is PageType => PAGE_TYPES.includes(value as PageType);

function isPage(value: unknown): value is PageEntry {
  if (typeof value !== 'object' || value === null) return false;
  const page = value as Record<string, unknown>;
  return isPageType(page.pageType) && isText(page.pageUrl);
}

/** Whether the form holds anything the owner typed. */
export function hasContent(values: ProjectFormValues): boolean {
  return (
    TEXT_FIELDS.some((field) => values[field].trim() !== '') ||
    values.categories.some((category) => category.trim() !== '') ||
    values.phones.some((phone) => phone.trim() !== '') ||
    values.pages.some((page) => page.pageUrl.trim() !== '')
  );
}

/**
 * The stored draft, read defensively (it was written by an older version, or by hand): what
 * does not fit is left at its empty value. Null when there is none, or nothing in it.
 */
export function readDraft(userId: string): ProjectFormValues | null {
  let stored: unknown;
  try {
    const raw = localStorage.getItem(draftKey(userId));
    if (raw === null) return null;
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const draft = stored as Record<string, unknown>;
  const values: ProjectFormValues = { ...EMPTY_PROJECT };
  for (const field of TEXT_FIELDS) {
    const value = draft[field];
    if (isText(value)) values[field] = value;
  }
  const texts = (value: unknown) => (Array.isArray(value) ? value.filter(isText) : []);
  const categories = texts(draft.categories);
  values.categories = categories.length > 0 ? categories : [''];
  values.phones = texts(draft.phones);
  values.pages = Array.isArray(draft.pages) ? draft.pages.filter(isPage) : [];
  return hasContent(values) ? values : null;
}

/** Keeps the values as the user's draft; an empty form keeps none. Storage may be full or off: then nothing is kept. */
export function saveDraft(userId: string, values: ProjectFormValues): void {
  try {
    if (hasContent(values)) localStorage.setItem(draftKey(userId), JSON.stringify(values));
    else localStorage.removeItem(draftKey(userId));
  } catch {
    // A private window or a full storage: the form still works, only without the safety net.
  }
}

export function clearDraft(userId: string): void {
  try {
    localStorage.removeItem(draftKey(userId));
  } catch {
    // Nothing was stored.
  }
}
