/** What other features show of the history feature: the 'Historial' tab of a detail, and its dialog. */
export { HistoryDialog } from './components/history-dialog';
export { HistoryTab, type HistoryTabProps } from './components/history-tab';
