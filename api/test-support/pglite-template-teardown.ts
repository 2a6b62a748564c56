import { removeTemplateOfRun } from './pglite-template';

export default removeTemplateOfRun;
