import { actor } from '../../test/support/actors';
import { deciderSpec } from '../../test/support/given-when-then';
import { type FileOwner, PROJECT_STORAGE_QUOTA } from '../contracts/uploads';
import { systemActor } from '../platform/commands/actor';
import { type FileCommand, fileDecider } from './file.decider';
import { type FileEvent } from './file.events';

const given = deciderSpec(fileDecider);
const modeller = actor('marta', { projects: { p1: ['add_forge_model', 'delete_forge_model'] } });
const viewer = actor('pedro', { projects: { p1: ['view_rdi'] } });

const upload = (overrides: Partial<Extract<FileCommand, { type: 'UploadFile' }>> = {}): FileCommand => ({
  type: 'UploadFile',
  fileId: 'f1',
  projectId: 'p1',
  owner: { type: 'model', ids: {} },
  name: 'Edificio.ifc',
  description: '',
  size: 1_000,
  mimetype: 'application/x-step',
  blobKey: 'projects/p1/files/f1/u1',
  project: { closed: false },
  ownerFound: true,
  sealedBy: null,
  storageUsed: 0,
  ...overrides,
});

const remove: FileCommand = { type: 'DeleteFile', fileId: 'f1', sealedBy: null };

const uploaded = (version: number, blobKey: string, owner: FileOwner = { type: 'model', ids: {} }): FileEvent => ({
  type: 'FileUploaded',
  data: {
    fileId: 'f1',
    projectId: 'p1',
    owner,
    name: 'Edificio.ifc',
    description: '',
    uploadedBy: 'marta',
    version,
    size: 1_000,
    mimetype: 'application/x-step',
    blobKey,
  },
});

describe('file decider (a stored file and its versions)', () => {
  it('records an upload as the first version, by its uploader', () => {
    given([])
      .when(upload(), modeller)
      .thenEvents([uploaded(1, 'projects/p1/files/f1/u1')]);
  });

  it('records the same name uploaded again to the same item as its next version', () => {
    given([uploaded(1, 'projects/p1/files/f1/u1')])
      .when(upload({ blobKey: 'projects/p1/files/f1/u2' }), modeller)
      .thenEvents([uploaded(2, 'projects/p1/files/f1/u2')]);
  });

  it("refuses past the project's 10 GB, every version counted", () => {
    given([])
      .when(upload({ storageUsed: PROJECT_STORAGE_QUOTA - 999 }), modeller)
      .thenThrows('El proyecto no tiene espacio para este archivo: sus archivos pueden ocupar hasta 10,7 GB.', 413);
    given([])
      .when(upload({ storageUsed: PROJECT_STORAGE_QUOTA - 1_000 }), modeller)
      .thenEvents([uploaded(1, 'projects/p1/files/f1/u1')]);
  });

  it('takes models only from who may upload them, and nothing in a closed or unseen project', () => {
    given([]).when(upload(), viewer).thenThrows('No tienes permiso para subir modelos.', 403);
    given([]).when(upload(), actor('eva')).thenThrows('El proyecto no existe.', 404);
    given([])
      .when(upload({ project: null }), modeller)
      .thenThrows('El proyecto no existe.', 404);
    given([])
      .when(upload({ project: { closed: true } }), modeller)
      .thenThrows('El proyecto está cerrado.', 409);
  });

  it('refuses a file for an item that does not exist', () => {
    given([])
      .when(upload({ owner: { type: 'task', ids: { task_id: 't9' } }, ownerFound: false }), modeller)
      .thenThrows('El elemento al que se adjunta el archivo no existe.', 404);
  });

  it('deletes a model with every version, for who may delete models', () => {
    const history = [uploaded(1, 'projects/p1/files/f1/u1'), uploaded(2, 'projects/p1/files/f1/u2')];
    given(history)
      .when(remove, modeller)
      .thenEvents([
        {
          type: 'FileDeleted',
          data: { fileId: 'f1', projectId: 'p1', blobKeys: ['projects/p1/files/f1/u1', 'projects/p1/files/f1/u2'] },
        },
      ]);
    given(history).when(remove, viewer).thenThrows('No tienes permiso para eliminar modelos.', 403);
  });

  it('lets only the uploader delete an attachment', () => {
    const attachment = uploaded(1, 'k', { type: 'task', ids: { task_id: 't1' } });
    given([attachment])
      .when(remove, actor('pedro', { projects: { p1: ['delete_forge_model'] } }))
      .thenThrows('Solo quien subió el archivo puede eliminarlo.', 403);
    given([attachment])
      .when(remove, actor('marta', { projects: { p1: [] } }))
      .thenEvents([{ type: 'FileDeleted', data: { fileId: 'f1', projectId: 'p1', blobKeys: ['k'] } }]);
  });

  it("keeps a signed folio's files as they were sealed: not deleted, not replaced, none added", () => {
    const entry: FileOwner = { type: 'site_book_entry', ids: { entry_id: 'e1' } };
    const author = actor('marta', { projects: { p1: [] } });
    const signed = { sealedBy: 'un folio firmado' };
    given([uploaded(1, 'k', entry)])
      .when({ ...remove, ...signed }, author)
      .thenThrows('El archivo es parte de un folio firmado y no puede eliminarse.', 409);
    given([uploaded(1, 'k', entry)])
      .when(upload({ owner: entry, ...signed }), author)
      .thenThrows('El archivo es parte de un folio firmado y no puede reemplazarse.', 409);
    given([])
      .when(upload({ owner: entry, ...signed }), author)
      .thenThrows('No se pueden agregar archivos a un folio firmado.', 409);
    given([uploaded(1, 'k', entry)])
      .when(remove, author)
      .thenEvents([{ type: 'FileDeleted', data: { fileId: 'f1', projectId: 'p1', blobKeys: ['k'] } }]);
  });

  it('knows no file that was never uploaded, was deleted, or sits in a project the actor does not see', () => {
    const deleted: FileEvent = { type: 'FileDeleted', data: { fileId: 'f1', projectId: 'p1', blobKeys: [] } };
    given([]).when(remove, modeller).thenThrows('El archivo no existe.', 404);
    given([uploaded(1, 'k'), deleted])
      .when(remove, modeller)
      .thenThrows('El archivo no existe.', 404);
    given([uploaded(1, 'k')])
      .when(remove, actor('eva'))
      .thenThrows('El archivo no existe.', 404);
  });

  describe('the Autodesk translation of a model', () => {
    const urn = 'dXJuOmFkc2sub2JqZWN0czpvcy5vYmplY3Q6ZmFlbmEvZjEtdjEuZHdn';
    const requested = { type: 'RecordTranslationRequested', fileId: 'f1', version: 1, urn } as const;
    const failed = { type: 'RecordTranslationFailed', fileId: 'f1', version: 1, reason: 'APS 500' } as const;

    it('records that a version was sent to translation, or why it could not be', () => {
      given([uploaded(1, 'k')])
        .when(requested, systemActor)
        .thenEvents([{ type: 'FileTranslationRequested', data: { fileId: 'f1', projectId: 'p1', version: 1, urn } }]);
      given([uploaded(1, 'k')])
        .when(failed, systemActor)
        .thenEvents([
          { type: 'FileTranslationFailed', data: { fileId: 'f1', projectId: 'p1', version: 1, reason: 'APS 500' } },
        ]);
    });

    it('is recorded by the system only, never by a user, not even an administrator', () => {
      given([uploaded(1, 'k')])
        .when(requested, actor('root', { administrator: true }))
        .thenThrows('Solo el sistema registra las traducciones de modelos.', 403);
      given([uploaded(1, 'k')])
        .when(failed, modeller)
        .thenThrows('Solo el sistema registra las traducciones de modelos.', 403);
    });

    it('records nothing for a deleted file or a version a newer upload replaced', () => {
      const deleted: FileEvent = { type: 'FileDeleted', data: { fileId: 'f1', projectId: 'p1', blobKeys: ['k'] } };
      given([uploaded(1, 'k'), deleted])
        .when(requested, systemActor)
        .thenEvents([]);
      given([uploaded(1, 'k'), uploaded(2, 'k2')])
        .when(failed, systemActor)
        .thenEvents([]);
      given([]).when(requested, systemActor).thenThrows('El archivo no existe.', 404);
    });
  });
});
