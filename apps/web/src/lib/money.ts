export { formatRupees } from '@haat/contracts';
