import { ProviderCardScreen } from './provider-card-screen';

/** /registry/tour/{id}: a tour operator's card with its tours. */
export default function Page() {
  return <ProviderCardScreen kind="tour" />;
}
