import type { ProjectCapability } from '../contracts/capabilities';
import type { ProjectCan } from '../contracts/project';
import { openProjectRefusal, type ProjectFacts } from '../organisation/refusal';
import type { Actor } from '../platform/commands/actor';

/**
 * What the actor may do in the project, by the rules the deciders refuse with: creating an item or
 * changing the models needs an open project (`openProjectRefusal`, as `creationProject` and the
 * file deciders ask); reading, exporting and deleting a model only the capability.
 */
export function projectCan(actor: Actor, project: ProjectFacts): ProjectCan {
  const inOpenProject = (capability: ProjectCapability) => openProjectRefusal(actor, project, capability) === null;
  const holds = (capability: ProjectCapability) => actor.can(capability, project.projectId);
  return {
    create_task: inOpenProject('create_tasks'),
    assign_any_responsible: holds('assign_responsable_task'),
    export_tasks: holds('view_tasks_listing'),
    create_rdi: inOpenProject('create_rdi'),
    view_rdi: holds('view_rdi'),
    create_additional: inOpenProject('create_rdi'),
    create_possible_additional: inOpenProject('create_tasks'),
    view_additionals: holds('view_additionals'),
    add_model: inOpenProject('add_forge_model'),
    assign_main_model: inOpenProject('assign_main_model'),
    delete_model: holds('delete_forge_model'),
    edit_status_board: inOpenProject('end_rdi'),
  };
}
