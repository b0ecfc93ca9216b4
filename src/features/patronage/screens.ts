/** The patronage screens, loaded together by the route table. */
export { PatronageChatPage, PatronagePage } from './pages';
