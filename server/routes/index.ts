import type { FastifyPluginAsync } from 'fastify';
import healthRoutes from './health.ts';
import publicRoutes from './public.ts';
import registryRoutes from './registry.ts';
import addressRoutes from './addresses.ts';
import filesRoutes from './files.ts';
import esiaRoutes from './esia.ts';
import userRoutes from './user.ts';
import { actRoutes } from './acts.ts';
import { guardianReportRoutes } from './guardian-report.ts';
import { livingConditionsRoutes } from './living-conditions.ts';
import { needsAssessmentRoutes } from './needs-assessment.ts';
import { loadActs } from '../acts/registry.ts';

/** Every API area, registered under /api. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(publicRoutes);
  await app.register(registryRoutes);
  await app.register(addressRoutes);
  await app.register(filesRoutes);
  await app.register(esiaRoutes);
  await app.register(userRoutes);
  for (const served of loadActs({ includeFixtures: app.config.enableTestActs })) {
    await app.register(served.act.id === 'guardian-report' ? guardianReportRoutes(served) : actRoutes(served));
    if (served.act.id === 'living-conditions-act') await app.register(livingConditionsRoutes(served));
    if (served.act.id === 'individual-needs-assessment-act') await app.register(needsAssessmentRoutes(served));
  }
};
