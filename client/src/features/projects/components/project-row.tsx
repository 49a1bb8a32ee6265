import { ImageIcon } from '@primer/octicons-react';
import { Thumbnail } from '../../../components/thumbnail';
import { fileUrl } from '../../../lib/api/projects';
import { projectFacts } from '../project-facts';
import { ProjectClosure } from './project-closure';
import { ProjectFactList } from './project-fact-list';
import type { ProjectItemProps } from './project-item';
import { ProjectItemActions } from './project-item-actions';
import { ProjectName } from './project-name';
import styles from './project-row.module.css';

/** A project in the list view: one line, its facts beside the name. */
export function ProjectRow({ project, closed, canEdit, canChangeStatus, onOpen }: ProjectItemProps) {
  return (
    <article className={styles.row} aria-label={project.name} data-clickable={onOpen ? true : undefined}>
      <Thumbnail src={fileUrl(project.project_image)} alt="" icon={ImageIcon} size={48} />
      <div className={styles.main}>
        <ProjectName project={project} onOpen={onOpen} />
        {closed && <ProjectClosure project={project} />}
      </div>
      <div className={styles.facts}>
        <ProjectFactList facts={projectFacts(project)} inline />
      </div>
      <div className={styles.action}>
        <ProjectItemActions project={project} closed={closed} canEdit={canEdit} canChangeStatus={canChangeStatus} />
      </div>
    </article>
  );
}
