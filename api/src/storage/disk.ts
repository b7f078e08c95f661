import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PICTURE_NAME, UPLOADS_URL_PREFIX, type PictureStore, type StoredPicture } from './pictures.js';

async function namesIn(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // No folder yet (nothing uploaded), or a file where a folder was expected.
    if (code === 'ENOENT' || code === 'ENOTDIR') return [];
    throw error;
  }
}

/** Pictures as files under `uploadsDir`, served by the API at /uploads/ (the default store). */
export function diskPictureStore(uploadsDir: string): PictureStore {
  async function* list(prefix = ''): AsyncIterable<StoredPicture> {
    const slash = prefix.indexOf('/');
    const folders = slash === -1 ? await namesIn(uploadsDir) : [prefix.slice(0, slash)];
    for (const folder of folders) {
      for (const file of await namesIn(path.join(uploadsDir, folder))) {
        const name = `${folder}/${file}`;
        if (!name.startsWith(prefix) || !PICTURE_NAME.test(name)) continue;
        const info = await stat(path.join(uploadsDir, name)).catch(() => undefined);
        if (info?.isFile()) yield { name, modifiedAt: info.mtimeMs };
      }
    }
  }

  return {
    location: uploadsDir,
    urlBase: UPLOADS_URL_PREFIX,
    async write(name, data) {
      const file = path.join(uploadsDir, name);
      await mkdir(path.dirname(file), { recursive: true });
      // wx: never overwrite, even in the impossible case of a repeated id.
      await writeFile(file, data, { flag: 'wx' });
    },
    async remove(name) {
      await rm(path.join(uploadsDir, name), { force: true });
    },
    list,
  };
}
