import type { FileDocument } from '../../projections/files/files.projection';
import type { FileLinks } from '../files/file-links';

/** A file as an item's detail lists it (tasks, RDI, additionals): name, size and a link signed for the reader. */
export const fileAttachment = (links: FileLinks, readerId: string) => (file: FileDocument) => ({
  id: file.id,
  file: {
    id: file.id,
    name: file.name,
    size: file.size,
    pathmedia: {
      path: links.file({ file_id: file.id, user_id: readerId, download: '0' }, file.name),
      mimetype: file.mimetype,
    },
  },
});
