/* The conversation module's surface: free conversation with the AI model playing the other person. */
export { conversationRoutes } from './conversation.routes.js';
