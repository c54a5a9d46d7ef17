/** The six vehicle-type icons of the search modal (bus, truck, dorse, bus2, kabin, seat), drawn inline. */
import type { TransporterType } from '@vitrin/shared-libs/types/api';

const SHAPES: Record<TransporterType, string> = {
  bus: 'M3 5h15a3 3 0 0 1 3 3v8h-2a2 2 0 0 1-4 0H9a2 2 0 0 1-4 0H3zm1 2v4h4V7zm5 0v4h4V7zm5 0v4h5V8a1 1 0 0 0-1-1z',
  truck: 'M2 6h11v9h1V9h4l4 4v3h-1a2 2 0 0 1-4 0H9a2 2 0 0 1-4 0H2zm13 5v2h5l-2-2z',
  dorse: 'M1 7h17v7h-3a2 2 0 0 1-4 0H8a2 2 0 0 1-4 0H1zm18 4h4v2h-4z',
  bus2: 'M4 4h13a4 4 0 0 1 4 4v8h-2a2 2 0 0 1-4 0H9a2 2 0 0 1-4 0H3V5zm0 2v4h15V8a2 2 0 0 0-2-2z',
  kabin: 'M5 4h9l4 5v8h-2a2 2 0 0 1-4 0H5zm2 2v4h8l-2.5-4zM4 19h16v2H4z',
  seat: 'M8 2h5v9h5l2 7h-3l-1.5-4H9a3 3 0 0 1-3-3V4a2 2 0 0 1 2-2zm1 18h8v2H9z',
};

export function VehicleIcon({ type }: { type: TransporterType }) {
  return (
    <svg width="32" height="32" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={SHAPES[type]} />
    </svg>
  );
}
