import { useParams } from 'react-router-dom';
import { BackButton } from '@/components/back-button';
import { CITIZEN_PATHS, INSTITUTION_PATHS, type SocContractPaths } from './api';
import { SocContractCardView } from './contract-card';
import { SocContractList } from './contract-list';
import { EventView } from './event-view';
import { NewReport } from './new-report';
import { ReportView } from './report-view';

const numberParam = (value: string | undefined) => Number(value);

function CardScreen({ paths }: { paths: SocContractPaths }) {
  const id = numberParam(useParams().id);
  return (
    <>
      <BackButton to={paths.list} caption="К списку контрактов" />
      <SocContractCardView id={id} paths={paths} />
    </>
  );
}

function EventScreen({ paths }: { paths: SocContractPaths }) {
  const params = useParams();
  const contractId = numberParam(params.contractId);
  return (
    <>
      <BackButton to={paths.card(contractId)} caption="К контракту" />
      <EventView contractId={contractId} eventId={numberParam(params.eventId)} paths={paths} />
    </>
  );
}

function ReportScreen({ paths }: { paths: SocContractPaths }) {
  const params = useParams();
  const contractId = numberParam(params.contractId);
  return (
    <>
      <BackButton to={paths.card(contractId)} caption="К контракту" />
      <ReportView contractId={contractId} reportId={numberParam(params.reportId)} paths={paths} />
    </>
  );
}

/** /contracts: the citizen's social contracts. */
export const CitizenListPage = () => (
  <SocContractList title="Социальные контракты" side="person" paths={CITIZEN_PATHS} />
);
/** /contracts/{id}. */
export const CitizenCardPage = () => <CardScreen paths={CITIZEN_PATHS} />;
/** /contracts/{contractId}/event/{eventId}. */
export const CitizenEventPage = () => <EventScreen paths={CITIZEN_PATHS} />;
/** /contracts/{contractId}/report/{reportId}. */
export const CitizenReportPage = () => <ReportScreen paths={CITIZEN_PATHS} />;
/** /contracts/{contractId}/new-report (?event=ID, or ?report=ID to change a draft or a returned report). */
export function CitizenNewReportPage() {
  const contractId = numberParam(useParams().contractId);
  return (
    <>
      <BackButton to={CITIZEN_PATHS.card(contractId)} caption="К контракту" />
      <NewReport contractId={contractId} paths={CITIZEN_PATHS} />
    </>
  );
}

/** /user/institution-soc-contracts: the institution's social contracts with the reports to review. */
export const InstitutionListPage = () => (
  <SocContractList title="Социальные контракты учреждения" side="employee" paths={INSTITUTION_PATHS} />
);
export const InstitutionCardPage = () => <CardScreen paths={INSTITUTION_PATHS} />;
export const InstitutionEventPage = () => <EventScreen paths={INSTITUTION_PATHS} />;
export const InstitutionReportPage = () => <ReportScreen paths={INSTITUTION_PATHS} />;
