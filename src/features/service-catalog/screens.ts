/** The service catalogue's and the moderation's screens, loaded together by the route table. */
export { AddEntryPage, CatalogListPage, ModerationEntryPage, ModerationListPage, ProviderEntryPage } from './pages';
