export { basisLabel, penaltyLabel, surchargeGroupLabel } from '@shared/domain/surcharge-labels';
