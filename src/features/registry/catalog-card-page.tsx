import { ProviderCardScreen } from './provider-card-screen';

/** /registry/catalog/{id}: a card of a provider of the service catalogue. */
export default function Page() {
  return <ProviderCardScreen kind="catalog" />;
}
