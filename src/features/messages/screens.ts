/** The messages' screens, loaded together by the route table. */
export { ConversationPage, MessagesPage } from './pages';
