import type { Meta, StoryObj } from '@storybook/react-vite';
import { computeSubsidy } from './subsidy-formula';
import { SubsidySteps } from './subsidy-steps';

const meta: Meta<typeof SubsidySteps> = { title: 'Калькулятор субсидий/Расчёт по шагам', component: SubsidySteps };
export default meta;

const SALEKHARD = { costPerM2: 142.6, areaSingle: 33, areaTwo: 42, areaPerPerson: 18 };
const MINIMUMS = { working: 26_040, pensioner: 20_540, child: 24_870 };

export const WithCoefficient: StoryObj<typeof SubsidySteps> = {
  args: {
    result: computeSubsidy({
      members: [
        { group: 'pensioner', income: 18_000 },
        { group: 'working', income: 0 },
      ],
      standard: SALEKHARD,
      maxSharePercent: 22,
      minimums: MINIMUMS,
    }),
  },
};

export const NoSubsidy: StoryObj<typeof SubsidySteps> = {
  args: {
    result: computeSubsidy({
      members: [
        { group: 'working', income: 90_000 },
        { group: 'child', income: 0 },
      ],
      standard: SALEKHARD,
      maxSharePercent: 22,
      minimums: MINIMUMS,
    }),
  },
};
