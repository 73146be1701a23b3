// Walking transfers between stops within TRANSFER_RADIUS_M (walked metres stored).
import { PointGrid, TRANSFER_RADIUS_M, walkedMeters } from '../walking.ts';

export function buildTransfers(lat: Float64Array, lng: Float64Array) {
  const grid = new PointGrid(lat, lng);
  const lists = Array.from(lat, (_, i) =>
    grid.within(lat[i]!, lng[i]!, TRANSFER_RADIUS_M).filter((n) => n.index !== i),
  );
  const total = lists.reduce((n, l) => n + l.length, 0);
  const transferOffset = new Int32Array(lat.length + 1);
  const transferTo = new Int32Array(total);
  const transferMeters = new Int32Array(total);
  let k = 0;
  lists.forEach((list, i) => {
    transferOffset[i] = k;
    for (const n of list) {
      transferTo[k] = n.index;
      transferMeters[k++] = walkedMeters(n.meters);
    }
  });
  transferOffset[lat.length] = k;
  return { transferOffset, transferTo, transferMeters };
}
