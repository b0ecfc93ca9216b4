import { ProviderCardScreen } from './provider-card-screen';

/** /registry/early-help/{id}: a card of an early-help provider. */
export default function Page() {
  return <ProviderCardScreen kind="early-help" />;
}
