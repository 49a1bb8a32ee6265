import { ImageIcon } from '@primer/octicons-react';
import { fileUrl } from '../../../lib/api/projects';
import { projectFacts } from '../project-facts';
import styles from './project-card.module.css';
import { ProjectClosure } from './project-closure';
import { ProjectFactList } from './project-fact-list';
import type { ProjectItemProps } from './project-item';
import { ProjectItemActions } from './project-item-actions';
import { ProjectName } from './project-name';

/** A project in the grid view: its picture on top, then what it is. */
export function ProjectCard({ project, closed, canEdit, canChangeStatus, onOpen }: ProjectItemProps) {
  const image = fileUrl(project.project_image);
  return (
    <article className={styles.card} aria-label={project.name} data-clickable={onOpen ? true : undefined}>
      <div className={styles.cover}>
        {image ? (
          <img className={styles.image} src={image} alt="" loading="lazy" />
        ) : (
          <ImageIcon size={32} aria-hidden="true" />
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.heading}>
          <ProjectName project={project} onOpen={onOpen} />
          <ProjectItemActions project={project} closed={closed} canEdit={canEdit} canChangeStatus={canChangeStatus} />
        </div>
        {closed && <ProjectClosure project={project} />}
        <ProjectFactList facts={projectFacts(project)} />
      </div>
    </article>
  );
}
