import type { FormSchema } from '@rowad/shared/forms';
import type { OwnerProject, PageType, ProjectInput } from '@rowad/shared/schemas';

/** One social page as the form holds it: its type and the address typed so far. */
export interface PageEntry {
  pageType: PageType;
  pageUrl: string;
}

/**
 * What the project form holds: the payload of POST /my-projects, flattened so each field of
 * the form is one key (the contact's parts sit beside the name), and lists as typed, blanks
 * included (an entry just added is empty until the owner writes in it).
 */
export type ProjectFormValues = {
  name: string;
  description: string;
  categories: string[];
  city: string;
  street: string;
  email: string;
  website: string;
  whatsapp: string;
  phones: string[];
  pages: PageEntry[];
};

export type ProjectField = keyof ProjectFormValues;

/** The lists whose entries each have their own message. */
export type ListField = 'categories' | 'phones' | 'pages';

/** A message (a schema message code) per entry of each list, by the entry's place in the form. */
export type ItemErrors = Record<ListField, Partial<Record<number, string>>>;

export const NO_ITEM_ERRORS: ItemErrors = { categories: {}, phones: {}, pages: {} };

/** A new project: one empty category to write in (at least one is required), no phones or pages. */
export const EMPTY_PROJECT: ProjectFormValues = {
  name: '',
  description: '',
  categories: [''],
  city: '',
  street: '',
  email: '',
  website: '',
  whatsapp: '',
  phones: [],
  pages: [],
};

/** The edit form's values: the owner's newest version of the project. */
export function valuesOfProject(project: OwnerProject): ProjectFormValues {
  const { contact } = project;
  return {
    name: project.name,
    description: project.description,
    categories: project.categories.length > 0 ? [...project.categories] : [''],
    city: project.city,
    street: project.street,
    email: contact.email,
    website: contact.website,
    whatsapp: contact.whatsapp,
    phones: [...contact.phones],
    pages: contact.pages.map((page) => ({ ...page })),
  };
}

const isFilled = (text: string) => text.trim() !== '';

/** Where each entry sent lies in the form: the places of the entries that are not blank. */
function sentPlaces(values: ProjectFormValues): Record<ListField, number[]> {
  const places = <T>(list: T[], filled: (item: T) => boolean) =>
    list.flatMap((item, index) => (filled(item) ? [index] : []));
  return {
    categories: places(values.categories, isFilled),
    phones: places(values.phones, isFilled),
    pages: places(values.pages, (page) => isFilled(page.pageUrl)),
  };
}

/**
 * The payload of POST and PATCH /my-projects. Blank list entries are left out (an empty box
 * the owner added and did not fill, as the schema itself does for categories and phones); the
 * schema trims the rest.
 */
export function toProjectPayload(values: ProjectFormValues) {
  return {
    name: values.name,
    description: values.description,
    city: values.city,
    street: values.street,
    categories: values.categories.filter(isFilled),
    contact: {
      email: values.email,
      website: values.website,
      whatsapp: values.whatsapp,
      phones: values.phones.filter(isFilled),
      pages: values.pages.filter((page) => isFilled(page.pageUrl)),
    },
  };
}

type Issue = { path: readonly PropertyKey[]; message: string };

/**
 * The schema's issues placed on the form: a contact part under its own field (`contact.email`
 * is the form's `email`), a whole list's issue under the list (at least one category), and an
 * entry's issue under that entry, counted as the form shows it (blank entries included).
 */
export function placeIssues(
  values: ProjectFormValues,
  issues: readonly Issue[],
): { fields: Issue[]; items: ItemErrors } {
  const places = sentPlaces(values);
  const items: ItemErrors = { categories: {}, phones: {}, pages: {} };
  const fields: Issue[] = [];
  for (const issue of issues) {
    const path = issue.path[0] === 'contact' ? issue.path.slice(1) : issue.path;
    const [field = 'email', index] = path;
    if ((field === 'categories' || field === 'phones' || field === 'pages') && typeof index === 'number') {
      const place = places[field][index] ?? index;
      items[field][place] ??= issue.message;
      // Still a failure to useSchemaForm, under a name it does not show: the entry shows it.
      fields.push({ path: [`${field}.${place}`], message: issue.message });
    } else {
      fields.push({ path: [field], message: issue.message });
    }
  }
  return { fields, items };
}

/**
 * The shared project schema as the form's rules: it checks the payload the form would send and
 * answers with the issues placed on the form's fields. Each entry's messages go to `report`
 * (useSchemaForm keeps one message per field; a list has one per entry).
 */
export function projectFormRules(
  schema: FormSchema<ProjectInput>,
  report: (items: ItemErrors) => void,
): FormSchema<ProjectInput> {
  return {
    safeParse(value) {
      const values = value as ProjectFormValues;
      const parsed = schema.safeParse(toProjectPayload(values));
      if (parsed.success) {
        report(NO_ITEM_ERRORS);
        return parsed;
      }
      const { fields, items } = placeIssues(values, parsed.error.issues);
      report(items);
      return { success: false, error: { issues: fields } };
    },
  };
}

/**
 * The fields a failed call named (`contact.email`, `categories.2`), as the form's own fields: a
 * contact part under its field, a list's entry under the list.
 */
export function serverFieldsOnForm(fields: Record<string, string>): Partial<Record<ProjectField, string>> {
  const placed: Partial<Record<ProjectField, string>> = {};
  for (const [name, message] of Object.entries(fields)) {
    const [field] = name.replace(/^contact\./, '').split('.');
    if (field !== undefined && field in EMPTY_PROJECT) placed[field as ProjectField] ??= message;
  }
  return placed;
}
