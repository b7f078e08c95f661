// npm run bench:uploads: what an owner waits for when adding phone photos to a project (issue 14).
// On the built platform and a fresh data folder, a new owner's project gets five phone-sized
// photos (4000 x 3000 JPEG, 3-4 MB each) chosen at once on the add-images page, in Chromium. Per
// run it reports the time from choosing them to all five previews shown, and to all five uploaded,
// processed and in the grid. The local server and loopback network: it measures the page and the
// server's image work, not a mobile line.
//
// Each store in the same run (issue 26): the disk store (DATA_DIR/uploads), then an S3 bucket on
// an S3-compatible server started here (s3rver, in this process, over a temporary folder).
//
//   npm run bench:uploads                       3 runs on each store
//   npm run bench:uploads -- --runs 5
//   npm run bench:uploads -- --stores s3        one store only (disk, s3)
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { createSessions } from '../bundle/accounts.mjs';
import { launchChromium } from '../lib/chromium.mjs';
import { createCleanups, gitRevision, machineInfo, runBounded, writeResults } from '../lib/run.mjs';
import { isBuilt, REPO_ROOT, startBuiltServer } from '../lib/server.mjs';

const PHOTOS = 5;
const RUN_TIMEOUT_MS = 20 * 60_000;
const STORES = ['disk', 's3'];
const BUCKET = 'rowad-bench';
const cleanups = createCleanups();

function runsFromArgs(argv) {
  const at = argv.indexOf('--runs');
  if (at === -1) return 3;
  const runs = Number(argv[at + 1]);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error('--runs takes 1 to 9');
  return runs;
}

function storesFromArgs(argv) {
  const at = argv.indexOf('--stores');
  if (at === -1) return STORES;
  const stores = String(argv[at + 1]).split(',');
  if (!stores.every((store) => STORES.includes(store))) throw new Error('--stores takes disk, s3 or disk,s3');
  return stores;
}

/**
 * The server's settings for a store. For S3: s3rver on a free port with one bucket, and the
 * credentials it accepts, read by the SDK from the environment as in production.
 */
async function storeEnv(store) {
  if (store === 'disk') return {};
  const directory = mkdtempSync(path.join(tmpdir(), 'rowad-upload-bench-s3-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3.run();
  cleanups.push(async () => {
    await s3.close();
    rmSync(directory, { recursive: true, force: true });
  });
  return {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  };
}

/** Photos as a phone takes them: 12 megapixels of noise (which JPEG cannot shrink much), 3-4 MB. */
async function makePhotos(folder) {
  const files = [];
  for (let n = 1; n <= PHOTOS; n += 1) {
    const file = path.join(folder, `phone-photo-${n}.jpg`);
    await sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: '#3a6b8c',
        noise: { type: 'gaussian', mean: 128, sigma: 30 + n },
      },
    })
      .jpeg({ quality: 64 + n })
      .toFile(file);
    files.push(file);
  }
  return files;
}

async function createProject(baseUrl, token, name) {
  const answer = await fetch(new URL('/api/my-projects', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      name,
      description: 'Benchmark project.',
      categories: ['bench'],
      city: 'Hebron',
      street: 'Bab al-Zawiya',
    }),
  });
  if (answer.status !== 201) throw new Error(`create project: ${answer.status} ${await answer.text()}`);
  return (await answer.json()).id;
}

/** One run: a fresh project, the page open, the photos chosen; times read in the page. */
async function measureRun(browser, baseUrl, session, photos, run) {
  const projectId = await createProject(baseUrl, session.token, `Upload bench ${run}`);
  const context = await browser.newContext({ viewport: { width: 412, height: 900 } });
  try {
    await context.addInitScript(({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    }, session);
    const page = await context.newPage();
    await page.goto(new URL(`/owner/edit-project-add-images/${projectId}`, baseUrl).href);
    await page.locator('#project-images h2').waitFor();
    // Watches every frame from the choice on: previews are the chosen files' tiles with their
    // picture decoded; uploaded is the grid holding all five with no upload left.
    await page.evaluate((count) => {
      const state = { start: 0, previews: 0, uploaded: 0 };
      window.__uploadBench = state;
      const decoded = (imgs) =>
        imgs.length === count && imgs.every((img) => img.complete && img.naturalWidth > 0);
      const tick = () => {
        const now = performance.now();
        const section = document.querySelector('#project-images');
        const previews = [...(section?.querySelectorAll('li[aria-label^="phone-photo-"] img') ?? [])];
        if (!state.previews && decoded(previews)) state.previews = now;
        const tiles = [...(section?.querySelectorAll('li[aria-label^="Image "] img') ?? [])];
        if (!state.uploaded && decoded(tiles) && !section?.querySelector('progress')) state.uploaded = now;
        if (!state.uploaded) requestAnimationFrame(tick);
      };
      state.start = performance.now();
      requestAnimationFrame(tick);
    }, PHOTOS);
    await page.setInputFiles('#project-images input[type=file]', photos);
    await page.waitForFunction(() => window.__uploadBench.uploaded > 0, null, {
      timeout: 180_000,
      polling: 100,
    });
    const t = await page.evaluate(() => window.__uploadBench);
    return {
      run,
      previewsMs: Math.round(t.previews - t.start),
      uploadedMs: Math.round(t.uploaded - t.start),
    };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

await runBounded({
  name: 'bench:uploads',
  cleanups,
  timeoutMs: RUN_TIMEOUT_MS,
  run: async () => {
    if (!isBuilt()) {
      console.error('Run npm run build first');
      return false;
    }
    const runs = runsFromArgs(process.argv.slice(2));
    const folder = mkdtempSync(path.join(tmpdir(), 'rowad-upload-bench-'));
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    const photos = await makePhotos(folder);
    const sizesMB = photos.map((file) => Number((statSync(file).size / 1e6).toFixed(2)));

    const stores = storesFromArgs(process.argv.slice(2));
    const browser = await launchChromium();
    cleanups.push(() => browser.close());

    const byStore = {};
    for (const store of stores) {
      const server = await startBuiltServer({ env: { DEMO_DATA: '0', ...(await storeEnv(store)) } });
      cleanups.push(server.stop);
      const session = await createSessions(server)('owner');
      const measured = [];
      for (let run = 1; run <= runs; run += 1) {
        const result = await measureRun(browser, server.baseUrl, session, photos, run);
        console.log(
          `${store} run ${run}: previews shown ${result.previewsMs} ms, all uploaded and in the grid ${result.uploadedMs} ms`,
        );
        measured.push(result);
      }
      // The bucket run must not have fallen back on the disk.
      if (store === 's3' && existsSync(path.join(server.dataDir, 'uploads'))) {
        throw new Error('the S3 run wrote under DATA_DIR/uploads');
      }
      // One server at a time: the next store's is not measured beside an idle one.
      await server.stop();
      byStore[store] = {
        runs: measured,
        median: {
          previewsMs: median(measured.map((r) => r.previewsMs)),
          uploadedMs: median(measured.map((r) => r.uploadedMs)),
        },
      };
    }
    console.log(`\n${PHOTOS} photos (${sizesMB.join(', ')} MB), median of ${runs}:`);
    for (const store of stores) {
      const { previewsMs, uploadedMs } = byStore[store].median;
      console.log(`  ${store.padEnd(4)} previews ${previewsMs} ms, uploaded ${uploadedMs} ms`);
    }
    const file = writeResults('uploads', {
      benchmark: 'uploads',
      createdAt: new Date().toISOString(),
      ...gitRevision(),
      machine: machineInfo(),
      node: process.version,
      browserVersion: browser.version(),
      photos: { count: PHOTOS, width: 4000, height: 3000, sizesMB },
      stores: byStore,
    });
    console.log(`Written: ${path.relative(REPO_ROOT, file)} and bench/results/uploads-latest.json`);
    return true;
  },
});
