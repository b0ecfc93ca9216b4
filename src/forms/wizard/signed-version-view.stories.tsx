import type { Meta, StoryObj } from '@storybook/react-vite';
import { ACTS } from '@common/acts/generated/acts';
import type { ActView } from './act-api';
import { SignedVersionView } from './signed-version-view';
import { SignedContentNote } from './signed-content-note';
import sample from '../../../schemas/acts/test-act/versions/1.sample.json';

/** A test act signed under version 1 of its form (the phone in «Контакты», a remark), shown as signed. */
const VIEW: ActView = {
  id: 41,
  number: 'ТА-2026/0041',
  actType: 'test-act',
  personId: 7,
  person: null,
  version: 4,
  schemaVersion: 1,
  data: sample,
  blocks: { 1: 'saved', 2: 'saved', 3: 'saved' },
  status: null,
  signedAt: '2026-03-14T10:05:00+05:00',
  signatureKind: 'graphic',
  signer: { name: 'Иванова Мария Петровна', position: 'Специалист по социальной работе' },
  contentHash: 'a3f1',
  contentIntact: true,
  basedOn: null,
  updatedAt: '2026-03-14T10:05:00+05:00',
  captions: {},
};

const meta: Meta<typeof SignedVersionView> = {
  title: 'Формы/Подписанный акт прежней версии формы',
  component: SignedVersionView,
  args: { act: ACTS['test-act'], view: VIEW },
  argTypes: { act: { control: false } },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Shown with the blocks and fields of version 1, the content checked against its hash. */
export const AsSigned: Story = {};

/** The content no longer matches what was signed: the signature is void, said first. */
export const ChangedAfterSigning: Story = { args: { view: { ...VIEW, contentIntact: false } } };

/** The check of a signed document's content, on its own: intact, changed, not signed. */
export const ContentNote: StoryObj<typeof SignedContentNote> = {
  render: () => (
    <>
      <SignedContentNote intact />
      <SignedContentNote intact={false} />
      <SignedContentNote intact={null} />
    </>
  ),
};
