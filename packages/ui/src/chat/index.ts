export { ChatPanel } from './ChatPanel.js';
export type { ChatPanelProps } from './ChatPanel.js';
export type { ChatMessage, ChatMessageWork } from './types.js';
