import { actCardPage } from './act-card-page';
import { actListPage } from './act-list-page';

/** Screens of the three survey acts (loaded lazily through the route table). */
export const needsAssessmentList = actListPage('individual-needs-assessment-act');
export const needsAssessmentCard = actCardPage('individual-needs-assessment-act');
export const materialHouseholdList = actListPage('material-household-act');
export const materialHouseholdCard = actCardPage('material-household-act');
export const livingConditionsList = actListPage('living-conditions-act');
export const livingConditionsCard = actCardPage('living-conditions-act');
