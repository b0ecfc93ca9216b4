/**
 * The ASOI reporting service (platform.md, reporting): the institutions and acts a report covers
 * and the stored reports.
 */
export {
  findAsoiInstitution,
  findAsoiReport,
  insertAsoiReport,
  listAsoiActs,
  type AsoiAct,
} from '../repositories/asoi.ts';
