import { exchange } from '../request';

/** The file the browser saves: its name (from Content-Disposition) and its JSON text. */
export interface MyDataFile {
  fileName: string;
  json: string;
}

const FILE_NAME = /filename="([^"]+)"/;

/**
 * GET /users/me/export (issue 28): everything Rowad holds about the signed-in user. The answer is
 * not read, only saved: it is written back as it came, indented for people.
 */
export async function exportMyData(): Promise<MyDataFile> {
  const answer = await exchange({ method: 'GET', url: '/users/me/export', timeout: 0 });
  const disposition = answer.headers['content-disposition'];
  const named = typeof disposition === 'string' ? FILE_NAME.exec(disposition)?.[1] : undefined;
  return {
    fileName: named ?? 'rowad-my-data.json',
    json: JSON.stringify(answer.data, null, 2),
  };
}
