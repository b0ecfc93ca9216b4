import type { FastifyPluginAsync } from 'fastify';
import healthRoutes from './health.ts';
import publicRoutes from './public.ts';
import registryRoutes from './registry.ts';
import catalogRoutes from './catalog.ts';
import subsidyCalculatorRoutes from './subsidy-calculator.ts';
import addressRoutes from './addresses.ts';
import filesRoutes from './files.ts';
import esiaRoutes from './esia.ts';
import userRoutes from './user.ts';
import settingsRoutes from './settings.ts';
import systemRoutes from './system.ts';
import personRoutes from './person.ts';
import institutionRoutes from './institution.ts';
import institutionRequestRoutes from './institution-request.ts';
import metadataRoutes from './metadata.ts';
import reportingRoutes from './reporting.ts';
import filesArchiveRoutes from './files-archive.ts';
import jobsRoutes from './jobs.ts';
import serviceContractRoutes from './service-contracts.ts';
import socialContractRoutes from './social-contracts.ts';
// The citizens' «other» contracts and «Мои услуги».
import otherContractRoutes from './other-contracts.ts';
import myServicesRoutes from './my-services.ts';
import everyMotherRoutes from './every-mother.ts';
import subsidyContestRoutes from './subsidy-contests.ts';
import catalogContractRoutes from './catalog-contracts.ts';
import requestRoutes from './requests.ts';
// The institution's service catalogue and its moderation.
import serviceCatalogRoutes from './service-catalog.ts';
// The people an institution serves.
import clientRoutes from './clients.ts';
// «Мои документы».
import documentRoutes from './documents.ts';
// A citizen's certificates for social services.
import certificateRoutes from './certificates.ts';
// A provider's refund (compensation) requests.
import refundRoutes from './refunds.ts';
// A provider's applications to a subsidy contest.
import contestApplicationRoutes from './contest-applications.ts';
// A tour operator's request to be included in the register of tourism providers.
import providerTourismRoutes from './provider-tourism.ts';
import certTourismRoutes from './cert-tourism.ts';
// Payments, assignments, transfers and the consent to payments.
import paymentRoutes from './payments.ts';
// Social navigator
import navigatorRoutes from './navigator.ts';
// The IPPSU and the identities of a large family and of a labour veteran.
import ippsuRoutes from './ippsu.ts';
import identityRoutes from './identities.ts';
// The calendar of provisions and the registration by QR.
import regServiceRoutes from './reg-service.ts';
import messageRoutes from './messages.ts';
import patronageRoutes from './patronage.ts';
// The tour operators' tour services and the available tours of the catalogue.
import tourServiceRoutes from './tour-services.ts';
import tourContractRoutes from './tour-contracts.ts';
import tourCheckInRoutes from './tour-check-in.ts';
import { actRoutes } from './acts.ts';
import { guardianReportRoutes } from './guardian-report.ts';
import { livingConditionsRoutes } from './living-conditions.ts';
import { needsAssessmentRoutes } from './needs-assessment.ts';
import { questionnaireRoutes } from './questionnaires.ts';
import { loadActs, type ServedAct } from '../acts/registry.ts';
import type { RoutePlugin } from '../http/contract.ts';
import { actRouteSets, type RouteSet } from '../../common/acts/act-definition.ts';

/** The plugin of each route set an act.json may name (`routes`); a new set needs its plugin here. */
const ROUTE_SET_PLUGINS: Record<RouteSet, (served: ServedAct) => RoutePlugin> = {
  survey: actRoutes,
  'guardian-report': guardianReportRoutes,
  relatives: livingConditionsRoutes,
  ippsu: needsAssessmentRoutes,
};

/** Every API area, registered under /api; each act with the route sets its act.json names. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(publicRoutes);
  await app.register(registryRoutes);
  await app.register(catalogRoutes);
  await app.register(subsidyCalculatorRoutes);
  await app.register(addressRoutes);
  await app.register(filesRoutes);
  await app.register(esiaRoutes);
  await app.register(userRoutes);
  for (const routes of [
    settingsRoutes,
    systemRoutes,
    personRoutes,
    institutionRoutes,
    institutionRequestRoutes,
    metadataRoutes,
    reportingRoutes,
    filesArchiveRoutes,
  ])
    await app.register(routes);
  await app.register(jobsRoutes);
  await app.register(serviceContractRoutes);
  await app.register(socialContractRoutes);
  await app.register(otherContractRoutes);
  await app.register(myServicesRoutes);
  await app.register(everyMotherRoutes);
  await app.register(subsidyContestRoutes);
  await app.register(catalogContractRoutes);
  await app.register(requestRoutes);
  await app.register(serviceCatalogRoutes);
  await app.register(clientRoutes);
  await app.register(documentRoutes);
  await app.register(certificateRoutes);
  await app.register(refundRoutes);
  await app.register(contestApplicationRoutes);
  await app.register(providerTourismRoutes);
  await app.register(certTourismRoutes);
  await app.register(paymentRoutes);
  // Social navigator
  await app.register(navigatorRoutes);
  await app.register(ippsuRoutes);
  await app.register(identityRoutes);
  await app.register(regServiceRoutes);
  await app.register(messageRoutes);
  await app.register(patronageRoutes);
  await app.register(tourServiceRoutes);
  await app.register(tourContractRoutes);
  await app.register(tourCheckInRoutes);
  const acts = loadActs({ includeFixtures: app.config.enableTestActs });
  for (const served of acts) {
    for (const set of actRouteSets(served.act.definition)) await app.register(ROUTE_SET_PLUGINS[set](served));
  }
  // The questionnaires (acts of record kind `questionnaire`) gathered under /questionnaire.
  await app.register(questionnaireRoutes(acts));
};
