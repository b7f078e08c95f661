import type { Comment, Event, OwnerProject, Project } from '@rowad/shared/schemas';

/** Answers as the API sends them, for tests of the client; each takes the fields a test cares about. */

const image = {
  id: 11,
  imageUrl: '/uploads/p/11.webp',
  isCover: true,
  variants: [{ width: 480, url: '/uploads/p/11-480.webp' }],
};
const person = { firstName: 'Amal', lastName: 'Haddad' };

export const aProject = (overrides: Partial<Project> = {}): Project => ({
  id: 7,
  name: 'Olive soap',
  description: 'Hand-made soap from Nablus olive oil.',
  city: 'Nablus',
  street: 'Old City',
  categories: ['crafts'],
  status: 'public',
  images: [image],
  owner: { id: 3, user: person },
  contact: { email: 'soap@example.ps', website: '', whatsapp: '', phones: [], pages: [] },
  rating: { average: 4.5, count: 2, stars: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 } },
  ...overrides,
});

export const anOwnerProject = (overrides: Partial<OwnerProject> = {}): OwnerProject => ({
  ...aProject(),
  images: [{ ...image, live: true }],
  review: { state: 'approved', reason: null },
  ...overrides,
});

export const anEvent = (overrides: Partial<Event> = {}): Event => ({
  id: 5,
  name: 'Ramallah spring bazaar',
  description: 'Local makers, one weekend.',
  city: 'Ramallah',
  street: 'Al-Manara',
  startDate: '2026-04-10',
  endDate: '2026-04-11',
  categories: ['food'],
  images: [image],
  status: 'upcoming',
  kind: 'physical',
  capacity: 40,
  placesLeft: 40,
  ...overrides,
});

export const aComment = (overrides: Partial<Comment> = {}): Comment => ({
  id: 9,
  userId: 4,
  user: person,
  comment: 'Lovely soap.',
  rate: 5,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

export const anOwnerListItem = () => ({
  id: 3,
  photo: null,
  bio: 'Soap maker.',
  address: 'Nablus',
  user: person,
});

export const anOwner = () => ({
  id: 3,
  photo: '/uploads/o/3.webp',
  bio: 'Soap maker.',
  birthDate: '1990-01-01',
  address: 'Nablus',
  user: { ...person, email: 'amal@example.ps' },
  projects: [],
});

export const anInvestor = () => ({
  bio: 'Angel investor.',
  birthDate: null,
  address: 'Bethlehem',
  user: { firstName: 'Sami', lastName: 'Khalil', email: 'sami@example.ps' },
});

export const anAdminParticipation = () => ({
  id: 21,
  event: { id: 5, name: 'Ramallah spring bazaar' },
  owner: { id: 3, ...person },
  status: 'pending',
  note: null,
  reason: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  decidedAt: null,
});

export const aReviewItem = () => ({
  revisionId: 31,
  projectId: 7,
  name: 'Olive soap',
  owner: { id: 3, user: person },
  submittedAt: '2026-03-01T10:00:00.000Z',
  isNew: false,
  newImages: [],
  changes: { name: { before: 'Soap', after: 'Olive soap' } },
});
