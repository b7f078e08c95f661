import { IMAGE_MAX_BYTES } from '@rowad/shared/schemas';
import { checkFiles, inBatches } from './check-files';

const file = (name: string, type = 'image/jpeg', bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type });

describe('checkFiles', () => {
  it('takes pictures in the order chosen, up to the room left', () => {
    const { accepted, refused } = checkFiles(
      [file('a.jpg'), file('b.webp', 'image/webp'), file('c.gif', 'image/gif')],
      2,
    );
    expect(accepted.map((f) => f.name)).toEqual(['a.jpg', 'b.webp']);
    expect(refused).toEqual([{ name: 'c.gif', reason: 'count' }]);
  });

  it('refuses other types (HEIC, PDF, no type) and files over the limit, which take no room', () => {
    const { accepted, refused } = checkFiles(
      [
        file('phone.heic', 'image/heic'),
        file('menu.pdf', 'application/pdf'),
        file('mystery', ''),
        file('big.png', 'image/png', IMAGE_MAX_BYTES + 1),
        file('exact.png', 'image/png', IMAGE_MAX_BYTES),
      ],
      1,
    );
    expect(accepted.map((f) => f.name)).toEqual(['exact.png']);
    expect(refused).toEqual([
      { name: 'phone.heic', reason: 'type' },
      { name: 'menu.pdf', reason: 'type' },
      { name: 'mystery', reason: 'type' },
      { name: 'big.png', reason: 'size' },
    ]);
  });

  it('refuses everything when there is no room', () => {
    expect(checkFiles([file('a.jpg')], 0)).toEqual({
      accepted: [],
      refused: [{ name: 'a.jpg', reason: 'count' }],
    });
  });
});

describe('inBatches', () => {
  it('cuts a choice into requests of ten', () => {
    const items = Array.from({ length: 23 }, (_, index) => index);
    expect(inBatches(items).map((batch) => batch.length)).toEqual([10, 10, 3]);
    expect(inBatches(items).flat()).toEqual(items);
    expect(inBatches([])).toEqual([]);
  });
});
