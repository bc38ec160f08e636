// Every feature module, registered in order. A new area adds one line here.
import type { FastifyPluginAsync } from 'fastify';
import { filesRoutes } from './files/files.routes.js';
import { loginTokenRoutes } from './auth/login-token.routes.js';
import { loginTokenConfirmRoutes } from './auth/login-token-confirm.routes.js';
import { oidcRoutes } from './auth/oidc.routes.js';
import { publicConfigRoutes } from './auth/public-config.routes.js';
import { devIdpRoutes } from './dev-idp/dev-idp.routes.js';
import { devMailboxRoutes } from './mail/dev-mailbox.routes.js';
import { meRoutes } from './auth/me.routes.js';
import { guestsRoutes } from './administration/guests.routes.js';
import { optionsRoutes } from './options/options.routes.js';
import { mountingFeatureRoutes } from './mounting-documentation/mounting-feature.routes.js';
import { ordersRoutes } from './orders/orders.routes.js';
import { mountingDocumentationRoutes } from './mounting-documentation/mounting-documentation.routes.js';
import { projectDocumentsRoutes } from './project-documents/project-documents.routes.js';
import { organizationsRoutes } from './administration/organizations.routes.js';
import { projectsRoutes } from './projects/projects.routes.js';
import { participantsRoutes } from './participants/participants.routes.js';
import { machinesRoutes } from './machines/machines.routes.js';
import { devicesRoutes } from './devices/devices.routes.js';
import { historyRoutes } from './history/history.routes.js';
import { tasksRoutes } from './tasks/tasks.routes.js';
import { dynamicLoadRoutes } from './load-tests/dynamic/dynamic-load.routes.js';
import { parseDocumentRoutes } from './load-tests/printout/parse-document.routes.js';
import { staticLoadRoutes } from './load-tests/static/static-load.routes.js';
import { compactionLotsRoutes } from './load-tests/compaction/compaction-lots.routes.js';
import { compactionRequirementsRoutes } from './load-tests/compaction/compaction-requirements.routes.js';
import { materialClassRoutes } from './material-class/material-class.routes.js';
import { admissibilityRoutes } from './admissibility/admissibility.routes.js';
import { noticesRoutes } from './admissibility/notices.routes.js';
import { ebvRoutes } from './ebv/ebv.routes.js';
import { webhooksRoutes } from './webhooks/webhooks.routes.js';
import { integrationsRoutes } from './integrations/integrations.routes.js';

/** Modules mounted under /backend/api. */
export const apiModules: FastifyPluginAsync[] = [
  publicConfigRoutes,
  loginTokenRoutes,
  meRoutes,
  guestsRoutes,
  optionsRoutes,
  filesRoutes,
  mountingFeatureRoutes,
  ordersRoutes,
  mountingDocumentationRoutes,
  projectDocumentsRoutes,
  organizationsRoutes,
  projectsRoutes,
  participantsRoutes,
  machinesRoutes,
  devicesRoutes,
  historyRoutes,
  tasksRoutes,
  dynamicLoadRoutes,
  parseDocumentRoutes,
  staticLoadRoutes,
  compactionRequirementsRoutes,
  compactionLotsRoutes,
  materialClassRoutes,
  admissibilityRoutes,
  noticesRoutes,
  ebvRoutes,
  webhooksRoutes,
  integrationsRoutes,
];

/** Modules mounted under /backend (browser navigation: authentication, dev identity provider, dev mailbox). */
export const backendModules: FastifyPluginAsync[] = [
  oidcRoutes,
  loginTokenConfirmRoutes,
  devIdpRoutes,
  devMailboxRoutes,
];
