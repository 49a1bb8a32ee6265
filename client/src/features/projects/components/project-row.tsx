import { ImageIcon } from '@primer/octicons-react';
import { Thumbnail } from '../../../components/thumbnail';
import { fileUrl } from '../../../lib/api/projects';
import { projectFacts } from '../project-facts';
import { ProjectClosure } from './project-closure';
import { ProjectFactList } from './project-fact-list';
import type { ProjectItemProps } from './project-item';
import { ProjectName } from './project-name';
import styles from './project-row.module.css';
import { ProjectStatusButton } from './project-status-button';

/** A project in the list view: one line, its facts beside the name. */
export function ProjectRow({ project, closed, canChangeStatus, onOpen }: ProjectItemProps) {
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
      {canChangeStatus && (
        <div className={styles.action}>
          <ProjectStatusButton project={project} closed={closed} />
        </div>
      )}
    </article>
  );
}
