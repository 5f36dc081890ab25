/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rates: NonNullable<unknown>, carriers: NonNullable<unknown> }} Rating_Rates_ReceivedInputs */

const en_rating_rates_received = /** @type {(inputs: Rating_Rates_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rates} from ${i?.carriers} received.`)
};

const es_rating_rates_received = /** @type {(inputs: Rating_Rates_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recibidas ${i?.rates} de ${i?.carriers}.`)
};

const en_xa2_rating_rates_received = /** @type {(inputs: Rating_Rates_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.rates} ƒŕóɱ ${i?.carriers} ŕéçéíṽéð. ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{rates} from {carriers} received." |
*
* @param {Rating_Rates_ReceivedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rates_received = /** @type {((inputs: Rating_Rates_ReceivedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rates_ReceivedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rates_received(inputs)
	if (locale === "en-XA") return en_xa2_rating_rates_received(inputs)
	return en_rating_rates_received(inputs)
});