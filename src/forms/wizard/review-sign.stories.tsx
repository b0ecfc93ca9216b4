import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ACTS } from '@common/acts/generated/acts';
import type { ActDefinition } from '@common/acts/act-definition';
import { ActDefinitionContext } from './act-context';
import { ReviewSign, type ReviewSignProps } from './review-sign';

const act = ACTS['test-act'];
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAGAAAAAgCAMAAADaHo1mAAAABlBMVEX///8aI35NZ96CAAAAAXRSTlMAQObYZgAAALtJREFUeNrtldsOhCAMBTv//9NmFQJb4VRhzcaEvoHlDL1IzZYtA57W52l9RZjGfwSEBrMB7seFBrOEAHDEx3hx02EJGCSQTVZy38+Ue5x0f2SrFD4DgP7Kbyf1WwQ8AOXEhVq4jzTW1V77ynKpfc1luZ10VzIFOEf7JZk7gH7NgyzrrhFdVa4yBLDwt6AKjw49VJBPR3HplTF6fNTLYah/s8qcVAgf12B0ETnZ5IiJJ9gPZhj/G9HLXmkbJQABdSBLnRIAAAAASUVORK5CYII=';
const data = {
  person: { lastName: 'Соколов', firstName: 'Николай', middleName: 'Петрович', birthDate: '1938-10-04', gender: 1 },
  phone: '+79220511234',
  scale: { mobility: 2, selfCare: 1, communication: 2, totalPoints: 5 },
  items: [
    { name: 'Продукты', amount: 1200.5 },
    { name: 'Лекарства', amount: 800 },
  ],
  itemsTotal: 2000.5,
  signature: { signer: 'Соколов Николай Петрович', image: SIGNATURE, signedAt: '2026-11-27' },
};

/** The review with the act's definition in context, as the wizard gives it. */
function Review({ definition, ...props }: ReviewSignProps & { definition: ActDefinition }) {
  return (
    <ActDefinitionContext.Provider value={definition}>
      <ReviewSign {...props} />
    </ActDefinitionContext.Provider>
  );
}

const meta: Meta<typeof Review> = {
  title: 'Формы/Проверка и подписание',
  component: Review,
  args: {
    definition: act.definition,
    schema: act.schema,
    uiSchema: act.uiSchema,
    blocks: act.definition.blocks,
    data,
    signedAt: null,
    unsaved: [],
    busy: false,
    onEdit: fn(),
    onSign: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed once: the signature drawn in block 3 is shown, «Подписать» signs with it; nothing is drawn or ticked again. */
export const SignsWithTheDrawing: Story = {};

/** The signer's required line is not drawn: the step sends the person to draw it in its block. */
export const AsksToDrawInTheBlock: Story = {
  args: { data: { ...data, signature: { signer: 'Соколов Николай Петрович' } } },
};

/** A document whose signer may leave the line undrawn (or has none): a ticked simple electronic signature. */
export const SimpleElectronicSignature: Story = {
  args: { definition: { ...act.definition, signing: undefined } },
};

/** The signed document: its blocks with the signatures, and the stamp of who signed and when. */
export const Signed: Story = {
  args: {
    signedAt: '2026-11-28T09:05:00Z',
    record: {
      signedAt: '2026-11-28T09:05:00Z',
      signatureKind: 'graphic',
      signer: { name: 'Петрова Анна Сергеевна', position: 'специалист по социальной работе' },
    },
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
