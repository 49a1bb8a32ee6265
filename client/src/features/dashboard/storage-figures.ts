import { PROJECT_STORAGE_QUOTA } from '../../../../services/contracts/uploads';
import { formatPercent, formatSize } from '../../lib/format';

export interface ShownStorage {
  /** "2,9 MB de 10,7 GB · 0,03 %": the use, the quota and the share, in the app's one unit system. */
  text: string;
  /** The share of the quota, 0 to 100. */
  percent: number;
}

/** The project's storage use against its quota (spec 2.8 and 9: 10737418240 bytes). */
export function storageFigures(usedBytes: number): ShownStorage {
  const percent = Math.min(100, (usedBytes / PROJECT_STORAGE_QUOTA) * 100);
  return {
    text: `${formatSize(usedBytes)} de ${formatSize(PROJECT_STORAGE_QUOTA)} · ${formatPercent(percent)}`,
    percent,
  };
}
