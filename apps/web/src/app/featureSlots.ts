import { registerFeatureSlot } from '../shared/slots/featureSlots';

/** What features lend each other's pages (shared/slots/featureSlots.tsx): the consultation meetings (面商). */
registerFeatureSlot('unitTask', () => import('../features/consultation/slots/UnitTaskConsultations'));
registerFeatureSlot('proposal', () => import('../features/consultation/slots/ProposalConsultations'));
