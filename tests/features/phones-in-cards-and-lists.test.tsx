// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ApplicationCardView } from '@/features/catalog-contracts/application-card';
import applicationStories from '@/features/catalog-contracts/application-card.stories';
import { ServiceCardView } from '@/features/catalog/service-card-page';
import { WithPrice } from '@/features/catalog/service-card-view.stories';
import { OtherContractCardView } from '@/features/my-contracts/other-contract-card';
import otherContractStories from '@/features/my-contracts/other-contract-card.stories';
import { DEMO_SUPPLIERS } from '@/features/navigator/demo-suppliers';
import { SupplierList } from '@/features/navigator/supplier-list';
import { ProviderSummary } from '@/features/registry/provider-list';
import { Found } from '@/features/registry/provider-list.stories';

/*
 * Every card and list writes a phone by the one formatter (common/validation/phone.ts), whatever way
 * it is stored: a mobile number as '+7 (922) 555-44-33', a Salekhard landline with its five-digit
 * code as '+7 (34922) 4-12-34' (not cut as a mobile, '+7 (349) 224-12-34').
 */
const MOBILE = { stored: '+79225554433', shown: '+7 (922) 555-44-33' };
const LANDLINE = { stored: '+73492241234', shown: '+7 (34922) 4-12-34' };

const inRouter = (node: ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

describe('phones in cards and lists', () => {
  it('the registry list', () => {
    inRouter(<ProviderSummary row={{ ...Found.args!.items![0], phone: LANDLINE.stored }} />);
    expect(screen.getByText(`Телефон: ${LANDLINE.shown}`)).toBeInTheDocument();
  });

  it('the navigator’s list', () => {
    inRouter(<SupplierList items={[{ ...DEMO_SUPPLIERS[0], phone: '8 34922 41234' }]} />);
    expect(screen.getByText(`Телефон: ${LANDLINE.shown}`)).toBeInTheDocument();
  });

  it('the catalogue service card', () => {
    const card = WithPrice.args!.card!;
    inRouter(<ServiceCardView card={{ ...card, provider: { ...card.provider, phone: LANDLINE.stored } }} />);
    expect(screen.getByText(LANDLINE.shown)).toBeInTheDocument();
  });

  it('the card of another contract: the citizen’s and the organisation’s contacts', () => {
    const card = otherContractStories.args!.card!;
    inRouter(
      <OtherContractCardView
        card={{ ...card, personPhone: MOBILE.stored, institutionPhone: LANDLINE.stored, institutionEmail: null }}
      />,
    );
    expect(screen.getByText(`${MOBILE.shown}, ${card.personEmail}`)).toBeInTheDocument();
    expect(screen.getByText(LANDLINE.shown)).toBeInTheDocument();
  });

  it('the catalogue application card: the applicant’s phone and the provider’s contacts', () => {
    const card = applicationStories.args!.card!;
    inRouter(
      <ApplicationCardView
        card={{ ...card, phone: MOBILE.stored, providerPhone: LANDLINE.stored }}
        onAction={async () => true}
      />,
    );
    expect(screen.getByText(MOBILE.shown)).toBeInTheDocument();
    expect(screen.getByText(`${LANDLINE.shown}, ${card.providerEmail}`)).toBeInTheDocument();
  });
});
