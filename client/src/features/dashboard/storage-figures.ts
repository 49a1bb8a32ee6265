import { PROJECT_STORAGE_QUOTA } from '../../../../services/contracts/uploads';

const GB = 1024 ** 3;
const MB = 1024 ** 2;
const figures = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 2 });

export interface ShownStorage {
  /** "850,5 MB", "1,25 GB": megabytes under one gigabyte. */
  used: string;
  /** The share of the 10 GB quota, 0 to 100. */
  percent: number;
  /** "8,3 %" */
  percentText: string;
}

/** The project's storage use against its 10 GB (spec 2.8 and 9: 10737418240 bytes). */
export function storageFigures(usedBytes: number): ShownStorage {
  const used = usedBytes >= GB ? `${figures.format(usedBytes / GB)} GB` : `${figures.format(usedBytes / MB)} MB`;
  const percent = Math.min(100, (usedBytes / PROJECT_STORAGE_QUOTA) * 100);
  return { used, percent, percentText: `${figures.format(percent)} %` };
}
