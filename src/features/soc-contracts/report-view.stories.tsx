import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CITIZEN_PATHS, INSTITUTION_PATHS } from './api';
import { ReportDetails } from './report-view';
import { STORY_REPORT } from './story-data';

const meta: Meta<typeof ReportDetails> = {
  title: 'Социальные контракты/Отчёт',
  component: ReportDetails,
  args: { report: STORY_REPORT, paths: CITIZEN_PATHS, onAction: fn() },
};
export default meta;

/** Returned for rework: the comment, «Изменить отчёт», «Отправить отчёт». */
export const Returned: StoryObj<typeof ReportDetails> = {};
/** On review, as the institution sees it: accept or return. */
export const ToReview: StoryObj<typeof ReportDetails> = {
  args: {
    report: {
      ...STORY_REPORT,
      status: 2,
      statusCaption: 'На проверке',
      reviewComment: null,
      side: 'employee',
      allowedActions: ['accept', 'return'],
    },
    paths: INSTITUTION_PATHS,
  },
};
export const Phone: StoryObj<typeof ReportDetails> = { globals: { viewport: { value: 'mobile' } } };
