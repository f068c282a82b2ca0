/** The cart screen uses the shop's shared class lists. */
export {
  cardClass,
  pageClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../../components/styles';
