/** The exit-offer feature's public door: the dialog a screen mounts to arm the offer. */
export { ExitOffer, EXIT_OFFER_FLAG } from './exit-offer';
