import { ACTS } from '@/forms/generated/acts';
import { actCardPage } from './act-card-page';
import { actListPage } from './act-list-page';
import { IppsuButton } from './ippsu-dialog';
import { RelativeActButton } from './relative-act-dialog';

const needs = ACTS['individual-needs-assessment-act'].definition;
const living = ACTS['living-conditions-act'].definition;

/** Screens of the three survey acts (loaded lazily through the route table). */
export const needsAssessmentList = actListPage('individual-needs-assessment-act');
export const needsAssessmentCard = actCardPage('individual-needs-assessment-act', { actions: (view) => <IppsuButton definition={needs} view={view} /> });
export const materialHouseholdList = actListPage('material-household-act');
export const materialHouseholdCard = actCardPage('material-household-act');
export const livingConditionsList = actListPage('living-conditions-act', {
  personAction: (person, card) => <RelativeActButton definition={living} person={person} card={card} />,
});
export const livingConditionsCard = actCardPage('living-conditions-act');
