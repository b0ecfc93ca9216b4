import { EmployeeGrid } from '@/features/soc-services/employee-calendar';
import { startCalendarBench, WINDOW } from './calendar-harness';

/** Ours: the employee's grid as the calendar screen renders it (by days, the 14 days of the window). */
const noop = () => undefined;
startCalendarBench('ours', ({ clients, records }) => (
  <EmployeeGrid
    clients={clients}
    days={WINDOW.days}
    records={records}
    view="days"
    day={WINDOW.from}
    onOpen={noop}
    onAdd={noop}
    onQr={noop}
  />
));
