import { CAPABILITY_LABELS, type ProjectCapability } from '../contracts/capabilities';

export interface ExportedUser {
  name: string;
  email: string;
  phone: string;
  address: string;
  jobType: string;
  companies: string[];
  capabilities: readonly string[];
}

/** Spanish headers, in the order of the sheet. */
export const USER_EXPORT_HEADERS = ['Nombre', 'Email', 'Teléfono', 'Dirección', 'Cargo', 'Empresa', 'Permisos'];

const label = (capability: string) => CAPABILITY_LABELS[capability as ProjectCapability] ?? capability;

/** The users of a project as an Excel workbook: one row per user, header frozen and filterable. */
export async function projectUsersWorkbook(projectName: string, users: readonly ExportedUser[]): Promise<Buffer> {
  // Loaded at the first workbook, not at every start of the server (about 0.4 s of it).
  const { Workbook } = await import('exceljs');
  const workbook = new Workbook();
  workbook.creator = 'Faena';
  const sheet = workbook.addWorksheet('Usuarios', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = USER_EXPORT_HEADERS.map((header, index) => ({
    header,
    width: [28, 32, 18, 32, 18, 28, 60][index],
  }));
  sheet.getRow(1).font = { bold: true };
  for (const user of users) {
    sheet.addRow([
      user.name,
      user.email,
      user.phone,
      user.address,
      user.jobType,
      user.companies.join(', '),
      user.capabilities.map(label).join(', '),
    ]);
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: USER_EXPORT_HEADERS.length } };
  workbook.title = `Usuarios de ${projectName}`;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
