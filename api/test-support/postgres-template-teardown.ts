import { removeTemplateOfRun } from './postgres-template';

export default removeTemplateOfRun;
