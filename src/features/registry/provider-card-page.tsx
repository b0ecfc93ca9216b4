import { ProviderCardScreen } from './provider-card-screen';

/** /registry/{id}: a provider's card. */
export default function Page() {
  return <ProviderCardScreen kind="registry" />;
}
