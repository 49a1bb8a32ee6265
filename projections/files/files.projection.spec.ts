import { NO_STORAGE_USED, type StorageFigures } from '../../services/contracts/uploads';
import { items } from '../../services/manifests';
import { projectionSpec, stored } from '../../test/support/projection-spec';
import { FILES, filesProjection, MAIN_MODELS, PROJECT_STORAGE } from './files.projection';

const given = projectionSpec(filesProjection(items.factsOf('audience'), items.uploaderOnlyFileOwners));
const model = { type: 'model', ids: {} };

const uploaded = (fileId: string, version: number, size: number, at: string) =>
  stored(
    'FileUploaded',
    {
      fileId,
      projectId: 'p1',
      owner: model,
      name: `${fileId}.ifc`,
      description: '',
      uploadedBy: 'marta',
      version,
      size,
      mimetype: 'application/x-step',
      blobKey: `projects/p1/files/${fileId}/v${version}`,
    },
    at,
  );

const storage = (figures: Partial<StorageFigures>) => ({ _id: 'p1', project_id: 'p1', ...NO_STORAGE_USED, ...figures });

describe('files projection (files, their versions and each project storage use)', () => {
  const history = [
    uploaded('f1', 1, 100, '2026-11-20T10:00:00.000Z'),
    uploaded('f2', 1, 40, '2026-11-20T11:00:00.000Z'),
    uploaded('f1', 2, 250, '2026-11-21T09:00:00.000Z'),
  ];

  it('shows each file at its latest version, with what its older versions take', async () => {
    await given(history).thenDocuments(FILES, [
      {
        _id: 'f1',
        id: 'f1',
        project_id: 'p1',
        owner_type: 'model',
        owner_ids: {},
        name: 'f1.ifc',
        description: '',
        size: 250,
        mimetype: 'application/x-step',
        version: 2,
        blob_key: 'projects/p1/files/f1/v2',
        uploaded_by: 'marta',
        created_at: '2026-11-20T10:00:00.000Z',
        updated_at: '2026-11-21T09:00:00.000Z',
        older_versions_size: 100,
        older_versions_count: 1,
      },
      expect.objectContaining({ _id: 'f2', version: 1, older_versions_size: 0, older_versions_count: 0 }),
    ]);
  });

  it('counts every version against the project: latest versions as files, earlier ones as versions', async () => {
    await given(history).thenDocuments(PROJECT_STORAGE, [
      storage({
        total_size: 390,
        total_count: 3,
        total_files_size: 290,
        total_files_count: 2,
        total_files_version_size: 100,
        total_files_version_count: 1,
      }),
    ]);
  });

  it('gives back the space of a deleted file, all its versions', async () => {
    const deleted = stored('FileDeleted', { fileId: 'f1', projectId: 'p1', blobKeys: [] });
    await given([...history, deleted]).thenDocuments(PROJECT_STORAGE, [
      storage({ total_size: 40, total_count: 1, total_files_size: 40, total_files_count: 1 }),
    ]);
    await given([...history, deleted]).thenDocuments(FILES, [expect.objectContaining({ _id: 'f2' })]);
  });

  it("keeps each project's main model, until it is cleared or its file deleted", async () => {
    const set = stored('MainModelSet', { projectId: 'p1', fileId: 'f1' });
    await given([...history, set]).thenDocuments(MAIN_MODELS, [{ _id: 'p1', project_id: 'p1', file_id: 'f1' }]);
    await given([...history, set, stored('MainModelCleared', { projectId: 'p1' })]).thenDocuments(MAIN_MODELS, []);
    const deleted = stored('FileDeleted', { fileId: 'f1', projectId: 'p1', blobKeys: [] });
    await given([...history, set, deleted]).thenDocuments(MAIN_MODELS, []);
  });

  it("keeps where the Autodesk translation of a model's latest version stands, and forgets it with a new version", async () => {
    const urn = 'dXJuOmFkc2sub2JqZWN0czpvcy5vYmplY3Q6YnVja2V0L2YxLXYxLmR3Zw';
    const requested = stored('FileTranslationRequested', { fileId: 'f1', projectId: 'p1', version: 1, urn });
    const failed = stored('FileTranslationFailed', { fileId: 'f2', projectId: 'p1', version: 1, reason: 'APS 503' });
    await given([history[0]!, history[1]!, requested, failed]).thenDocuments(FILES, [
      expect.objectContaining({ _id: 'f1', urn, translation: { status: 'requested' } }),
      expect.objectContaining({ _id: 'f2', translation: { status: 'failed', reason: 'APS 503' } }),
    ]);
    const documents = given([history[0]!, requested, history[2]!]);
    await documents.thenDocuments(FILES, [expect.not.objectContaining({ translation: expect.anything() })]);
  });

  it("a Libro de Obra entry's files are heard by their uploader alone, the draft's author", async () => {
    const entryFile = stored('FileUploaded', {
      fileId: 'f1',
      projectId: 'p1',
      owner: { type: 'site_book_entry', ids: { entry_id: 'e1' } },
      name: 'fisura.jpg',
      description: '',
      uploadedBy: 'iris',
      version: 1,
      size: 10,
      mimetype: 'image/jpeg',
      blobKey: 'projects/p1/files/f1/v1',
    });
    await given([entryFile]).thenDocuments(FILES, [expect.objectContaining({ _id: 'f1', visible_to: ['iris'] })]);
  });

  describe("a task's files are heard only by whoever may read the task", () => {
    const taskFile = (fileId: string) =>
      stored('FileUploaded', {
        fileId,
        projectId: 'p1',
        owner: { type: 'task', ids: { task_id: 't1' } },
        name: `${fileId}.pdf`,
        description: '',
        uploadedBy: 'marta',
        version: 1,
        size: 10,
        mimetype: 'application/pdf',
        blobKey: `projects/p1/files/${fileId}/v1`,
      });
    const created = (isPrivate: boolean) =>
      stored('TaskCreated', {
        taskId: 't1',
        projectId: 'p1',
        private: isPrivate,
        createdBy: 'marta',
        responsibleId: 'rene',
      });
    const readers = (fileId: string, visibleTo: string[]) =>
      expect.objectContaining({ _id: fileId, visible_to: visibleTo });

    it('an inline file recorded before its task is heard by its uploader alone', async () => {
      await given([taskFile('f1')]).thenDocuments(FILES, [readers('f1', ['marta'])]);
    });

    it("a private task's files, before and after its creation, name its creator and responsible", async () => {
      await given([taskFile('f1'), created(true), taskFile('f2')]).thenDocuments(FILES, [
        readers('f1', ['marta', 'rene']),
        readers('f2', ['marta', 'rene']),
      ]);
    });

    it("a public task's files are heard by the whole project", async () => {
      const files = await given([taskFile('f1'), created(false), taskFile('f2')]).documents(FILES);
      expect(files.map((file) => file.visible_to)).toEqual([undefined, undefined]);
    });

    it('follow the task when it changes responsible or privacy', async () => {
      const responsible = stored('TaskResponsibleChanged', {
        taskId: 't1',
        projectId: 'p1',
        responsibleId: 'ines',
        previousResponsibleId: 'rene',
      });
      await given([created(true), taskFile('f1'), responsible]).thenDocuments(FILES, [
        readers('f1', ['marta', 'ines']),
      ]);
      const madePublic = stored('TaskModified', { taskId: 't1', projectId: 'p1', changes: { private: false } });
      const [file] = await given([created(true), taskFile('f1'), madePublic]).documents(FILES);
      expect(file).toMatchObject({ _id: 'f1' });
      expect(file).not.toHaveProperty('visible_to');
    });
  });
});
