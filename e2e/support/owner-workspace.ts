import { readFile } from 'node:fs/promises';
import type { APIRequestContext, APIResponse, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { as, uniqueName } from './community';
import type { Account } from './session';

// The owner's workspace journeys and their accessibility checks: real pictures made on the fly,
// projects made through the owner's API, and the admin's review through the admin's API.

const COLOURS = [
  { r: 180, g: 90, b: 40 },
  { r: 40, g: 120, b: 170 },
  { r: 90, g: 150, b: 60 },
  { r: 200, g: 170, b: 50 },
];

/** A real JPEG of one colour, written to the test's output folder; its path, to choose in a file chooser. */
export async function makeJpeg(testInfo: TestInfo, name: string, shade = 0): Promise<string> {
  const path = testInfo.outputPath(name);
  const background = COLOURS[shade % COLOURS.length]!;
  await sharp({ create: { width: 480, height: 320, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toFile(path);
  return path;
}

/** Several JPEGs of different colours, named `${base}-1.jpg` and on. */
export async function makeJpegs(testInfo: TestInfo, base: string, count: number): Promise<string[]> {
  return Promise.all(
    Array.from({ length: count }, (_, index) => makeJpeg(testInfo, `${base}-${index + 1}.jpg`, index)),
  );
}

export interface MadeProject {
  id: number;
  name: string;
}

/** A project the owner creates through the API (POST /api/my-projects): a draft until approved. */
export async function createProject(
  request: APIRequestContext,
  owner: Account,
  name = uniqueName('Tamimi Ceramics'),
): Promise<MadeProject> {
  const answer = await request.post('/api/my-projects', {
    headers: as(owner),
    data: {
      name,
      description: 'Painted plates and bowls, fired in a family kiln near the old city.',
      city: 'Hebron',
      street: 'Wadi al-Tuffah Street',
      categories: ['ceramics', 'handmade'],
      contact: { phones: ['+970 2 222 1234'] },
    },
  });
  if (answer.status() !== 201) throw new Error(`create project: ${answer.status()} ${await answer.text()}`);
  const { id } = (await answer.json()) as { id: number };
  return { id, name };
}

/** Adds pictures to the owner's project through the API (POST /api/my-projects/{id}/images). */
export async function addImages(
  request: APIRequestContext,
  owner: Account,
  projectId: number,
  files: string[],
): Promise<void> {
  const multipart = new FormData();
  for (const file of files) {
    const bytes = await readFile(file);
    multipart.append('images', new Blob([bytes], { type: 'image/jpeg' }), file.split('/').pop());
  }
  const answer = await request.post(`/api/my-projects/${projectId}/images`, {
    headers: as(owner),
    multipart,
  });
  if (answer.status() !== 201) throw new Error(`add images: ${answer.status()} ${await answer.text()}`);
}

/** The owner deletes a project through the API, so a public one does not stay in the lists. */
export async function deleteProject(request: APIRequestContext, owner: Account, id: number): Promise<void> {
  const answer = await request.delete(`/api/my-projects/${id}`, { headers: as(owner) });
  if (answer.status() !== 204 && answer.status() !== 404)
    throw new Error(`delete project: ${answer.status()} ${await answer.text()}`);
}

export interface ReviewItem {
  revisionId: number;
  projectId: number;
  newImages: { id: number }[];
}

/** The project's change waiting in the admin's review queue (GET /api/admin/review/projects, every page). */
export async function pendingChange(request: APIRequestContext, admin: Account, projectId: number) {
  let next: string | null = '/api/admin/review/projects?limit=100';
  while (next) {
    const answer: APIResponse = await request.get(next, { headers: as(admin) });
    if (answer.status() !== 200) throw new Error(`review queue: ${answer.status()} ${await answer.text()}`);
    const item = ((await answer.json()) as ReviewItem[]).find((change) => change.projectId === projectId);
    if (item) return item;
    next = /<([^>]+)>;\s*rel="next"/.exec(answer.headers()['link'] ?? '')?.[1] ?? null;
  }
  throw new Error(`no change of project ${projectId} waits for review`);
}

/** The admin approves the project's waiting change with the new pictures the review showed. */
export async function approveProject(
  request: APIRequestContext,
  admin: Account,
  projectId: number,
): Promise<void> {
  const change = await pendingChange(request, admin, projectId);
  const answer = await request.post(`/api/admin/review/projects/${change.revisionId}/approve`, {
    headers: as(admin),
    data: { imageIds: change.newImages.map((image) => image.id) },
  });
  if (answer.status() !== 204) throw new Error(`approve: ${answer.status()} ${await answer.text()}`);
}

/** The owner's public profile id (the one in /owner/{id}), from GET /api/owner/me. */
export async function ownerProfileId(request: APIRequestContext, owner: Account): Promise<number> {
  const answer = await request.get('/api/owner/me', { headers: as(owner) });
  if (answer.status() !== 200) throw new Error(`owner/me: ${answer.status()} ${await answer.text()}`);
  return ((await answer.json()) as { id: number }).id;
}
