/* Scripted dialogues: the list and the dialogue screen. Others import only this file (eslint.config.js). */
export { DialogueList } from './components/dialogue-list';
export { DialogueScreen } from './components/dialogue-screen';
export { UnitsOverview } from './components/units-overview';
export { FreeConversation } from './components/free-conversation';
