/** Posibles Adicionales: what the Adicionales screen renders of them (docs: the additionals contract). */
export { CreatePossibleAdditionalDialog } from './components/create-possible-additional-dialog';
export { PossibleAdditionalDetailDialog } from './components/possible-additional-detail-dialog';
export { PossibleAdditionalsListing } from './components/possible-additionals-listing';
