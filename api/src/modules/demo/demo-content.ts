import type { EventKind } from '../../db/schema.js';
import type { ProjectInput } from '@rowad/shared/schemas';
import content from './demo-content.json' with { type: 'json' };

// Believable Hebron businesses for a first look at the platform (DEMO_DATA). Names, places and
// crafts are typical of the city; the people are invented. The content is data
// (demo-content.json); this module gives it its types.

/** A demo account: its name, sign-in and profile. */
export interface DemoPerson {
  firstName: string;
  lastName: string;
  email: string;
  bio: string;
  address: string;
}

export interface DemoOwner extends DemoPerson {
  /** What the owner submits, with the colours of the generated pictures. */
  project: ProjectInput & { palette: [string, string] };
}

/** An event, its dates in days from today (negative: in the past). */
export interface DemoEvent {
  name: string;
  description: string;
  city: string;
  street: string;
  startOffset: number;
  endOffset: number;
  kind: EventKind;
  capacity: number | null;
  categories: string[];
}

export const demoOwners = content.owners as DemoOwner[];

export const demoInvestors: DemoPerson[] = content.investors;

/** Events relative to today: one past, one ongoing, two upcoming. */
export const demoEvents = content.events as DemoEvent[];

/** Comments on the first projects, by the investors in turn. */
export const demoComments: { comment: string; rate: number }[] = content.comments;

/** One edit waiting for an admin, so the review queue has something to show: an owner's project, changed. */
export const demoPendingEdit: { owner: number; descriptionAdded: string; categoryAdded: string } =
  content.pendingEdit;

/** One request to take part waiting for an admin: an owner's, for an event. */
export const demoParticipation: { event: number; owner: number; note: string } = content.participation;
